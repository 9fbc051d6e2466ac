import { gstLiability } from './gst-liability';
import { headsTotal } from './tax-heads';

const heads = (cgstPaise: number, sgstPaise: number, igstPaise: number, cessPaise = 0) => ({ cgstPaise, sgstPaise, igstPaise, cessPaise });

describe('GST liability', () => {
  it('output less credit notes, less claimable input by head; credit not claimable is kept apart', () => {
    const position = gstLiability(heads(25_200, 25_200, 43_500), heads(1_800, 1_800, 0), [
      { itcEligible: true, ...heads(7_450, 7_450, 0) },
      { itcEligible: true, ...heads(18_000, 18_000, 0) },
      { itcEligible: false, ...heads(4_800, 4_800, 0) },
    ]);
    expect(position).toEqual({
      output: heads(23_400, 23_400, 43_500),
      creditNotes: heads(1_800, 1_800, 0),
      input: heads(25_450, 25_450, 0),
      notClaimable: heads(4_800, 4_800, 0),
      net: heads(-2_050, -2_050, 43_500),
      inputRecorded: true,
    });
    expect(headsTotal(position.net)).toBe(39_400);
  });

  it('says when nothing is recorded (zeros would pass for a figure)', () => {
    const position = gstLiability(heads(100, 100, 0, 5), heads(0, 0, 0), []);
    expect(position).toMatchObject({ inputRecorded: false, input: heads(0, 0, 0), net: heads(100, 100, 0, 5) });
  });
});
