import { campaignMessage, renderContent } from './campaign-content';

const values = { customerName: 'Asha', businessName: 'Rao Traders' };

describe('campaign content', () => {
  it('renders limited Markdown and fills the merge fields', () => {
    const { html, text } = renderContent('# Hello {{customer.name}}\n\n**Diwali sale** at {{ business.name }}: [see more](https://example.test/sale)', values);
    expect(html).toContain('<h1>Hello Asha</h1>');
    expect(html).toContain('<strong>Diwali sale</strong> at Rao Traders');
    expect(html).toContain('<a href="https://example.test/sale">see more</a>');
    expect(text).toBe('# Hello Asha\n\n**Diwali sale** at Rao Traders: [see more](https://example.test/sale)');
  });

  it('shows raw HTML as text, drops images and refuses script links', () => {
    const { html } = renderContent('<script>alert(1)</script>\n\n<b>x</b> ![pixel](https://t.example/p.gif) [x](javascript:alert(1))', values);
    expect(html).not.toMatch(/<script|<b>|<img|href="javascript/i);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('escapes merge values where they land: a name is never read as HTML or Markdown', () => {
    const { html } = renderContent('Dear {{customer.name}}', { customerName: '<script>alert("x")</script> *bold*', businessName: 'B' });
    expect(html).toBe('<p>Dear &#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; *bold*</p>\n');
  });

  it('adds the sender, their address and the unsubscribe link; the subject stays on one line', () => {
    const message = campaignMessage({ emailSubject: 'Offer for {{customer.name}}', emailContent: 'Hi' })(
      { customerName: 'Evil\r\nBcc: x@y.z', businessName: 'Rao Traders' },
      { name: 'Rao Traders', address: '12 Anna Salai, Chennai 600002' },
      'https://app.example/api/public/unsubscribe/tok&en',
    );
    expect(message.subject).toBe('Offer for Evil Bcc: x@y.z');
    expect(message.html).toContain('Rao Traders, 12 Anna Salai, Chennai 600002');
    expect(message.html).toContain('href="https://app.example/api/public/unsubscribe/tok&#38;en"');
    expect(message.text).toContain('Unsubscribe: https://app.example/api/public/unsubscribe/tok&en');
  });

  it("renders the content once and fills in each recipient: no message carries another recipient's values", () => {
    const message = campaignMessage({ emailSubject: 'For {{customer.name}}', emailContent: '**Dear** {{customer.name}} of {{business.name}}' });
    const sender = { name: 'Rao Traders', address: null };
    const first = message({ customerName: 'Asha', businessName: 'Rao Traders' }, sender, 'https://app.example/u?token=a');
    const second = message({ customerName: '<b>Ravi</b>', businessName: 'Rao Traders' }, sender, 'https://app.example/u?token=b');
    expect(first.html).toContain('<p><strong>Dear</strong> Asha of Rao Traders</p>');
    expect(second.html).toContain('<p><strong>Dear</strong> &#60;b&#62;Ravi&#60;/b&#62; of Rao Traders</p>');
    expect(second.html).not.toContain('Asha');
    expect(second.text).toBe('**Dear** <b>Ravi</b> of Rao Traders\n\n--\nRao Traders\nYou receive this e-mail as a customer of Rao Traders.\nUnsubscribe: https://app.example/u?token=b\n');
    expect([first.subject, second.subject]).toEqual(['For Asha', 'For <b>Ravi</b>']);
  });
});
