import type { CampaignPreviewResponse } from '@hisaab/contracts';

/**
 * The e-mail as a customer sees it. The HTML comes from the server's renderer, which shows raw HTML
 * in the content as text and drops images: it holds no markup the content's author typed.
 */
export function ContentPreview({ preview }: { preview: CampaignPreviewResponse }) {
  return (
    <section aria-label="E-mail preview" className="flex flex-col gap-2 rounded-md border bg-muted/40 p-4 sm:col-span-2">
      <p className="text-sm">
        <span className="text-muted-foreground">Subject: </span>
        <span className="font-medium">{preview.subject}</span>
      </p>
      <div className="campaign-preview max-w-none text-sm break-words [&_a]:text-primary [&_a]:underline [&_h1]:text-xl [&_h1]:font-semibold [&_h2]:text-lg [&_h2]:font-semibold [&_li]:ml-5 [&_ol]:list-decimal [&_p]:my-2 [&_ul]:list-disc" dangerouslySetInnerHTML={{ __html: preview.html }} />
    </section>
  );
}
