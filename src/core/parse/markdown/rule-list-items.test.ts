import { describe, expect, it } from 'vitest';
import { parseSpec } from '../parse-spec';

// Point 5 as bullets, as different authors write them. The expected readings were written before the
// reader: `Entity | field | rule | kind | message`, kind being the phrase's kind or `expression` (kind names
// from the model: `min` for "at least", `before` for "not in the future" and "today or earlier").
const rules = (items: string): string[] =>
  parseSpec(`# T\n\n## 5. Validation rules\n\n${items}\n`).spec.rules.map(
    (r) =>
      `${r.entity.value} | ${r.field.value} | ${r.body.kind === 'phrase' ? r.body.text.value : r.body.expression.source} | ${
        r.body.kind === 'phrase' ? (r.body.phrase?.kind ?? 'unrecognised') : 'expression'
      } | ${r.message?.value ?? ''}`,
  );

describe('point 5 as a bullet list', () => {
  it('reads "Entity field: rule", with a dotted or possessive name, and a message after a dash', () => {
    expect(
      rules(
        [
          '- Worklog minutes: between 1 and 600',
          '- `Patient.email`: a valid email — Enter a valid email address',
          "- Talk's title: at most 90 characters — Keep the title short",
          '* Booking.seats: at least 1',
          '+ `Invoice` `total`: positive - "The total must be above zero"',
        ].join('\n'),
      ),
    ).toEqual([
      'Worklog | minutes | between 1 and 600 | between | ',
      'Patient | email | a valid email | email | Enter a valid email address',
      'Talk | title | at most 90 characters | maxLength | Keep the title short',
      'Booking | seats | at least 1 | min | ',
      'Invoice | total | positive | positive | The total must be above zero',
    ]);
  });

  it('reads sentences: "The entity\'s field must be …", "Entity field cannot be …", with a final period', () => {
    expect(
      rules(
        [
          "- The request's dueDate must be after reportedAt.",
          '- A booking’s seats must be between 1 and MAX_SEATS',
          '- Expense spentOn cannot be in the future.',
          '- Every ticket code must be unique',
          '- Member joinedOn must be today or earlier — You cannot join in the future',
        ].join('\n'),
      ),
    ).toEqual([
      'request | dueDate | must be after reportedAt | after | ',
      'booking | seats | must be between 1 and MAX_SEATS | between | ',
      'Expense | spentOn | cannot be in the future | before | ',
      'ticket | code | must be unique | unique | ',
      'Member | joinedOn | must be today or earlier | before | You cannot join in the future',
    ]);
  });

  it('points each name at its own place in the text', () => {
    const items = ["- The booking's `seats`: at least 1 — Book a seat", '- `Invoice.total`: positive'].join('\n');
    const text = `# T\n\n## 5. Validation rules\n\n${items}\n`;
    const placed = parseSpec(text).spec.rules.map((r) =>
      [r.entity, r.field, r.message].map((l) => (l ? text.slice(l.span.from, l.span.to) : null)),
    );
    expect(placed).toEqual([
      ['booking', 'seats', 'Book a seat'],
      ['Invoice', 'total', null],
    ]);
  });

  it('reads an expression in backticks', () => {
    expect(rules('- Visit startsAt: `value.getHours() >= OPENS_AT` — We open at OPENS_AT')).toEqual([
      'Visit | startsAt | value.getHours() >= OPENS_AT | expression | We open at OPENS_AT',
    ]);
  });

  it('leaves prose bullets as prose', () => {
    const text = [
      '- Names should be sensible.',
      '- We check everything twice: once in the form and once on the server',
      '- Dates are stored in UTC',
      '- See the glossary: terms are defined there',
    ].join('\n');
    expect(rules(text)).toEqual([]);
    const { spec } = parseSpec(`# T\n\n## 5. Validation rules\n\n${text}\n`);
    expect(spec.sections.find((s) => s.point === 5)?.prose).toContain('Dates are stored in UTC');
  });

  // Held out: written after the reader, each run once before any change. The first (an allotments spec)
  // read 2 of 5 rules (lower-case entity names and "Entity field — rule" were missed, precision 100 %);
  // the second (a gym) read 3 of 5 ("has to be" and "the field of an entity" were missed; the bare
  // "holderName: required" names no entity and stays prose by design). Both are kept here, fixed.
  it('reads the held-out allotments bullets', () => {
    const entity =
      '## 3. Entities\n\n### Plot\n| Field | Type |\n|---|---|\n| id | id |\n| label | string |\n| sizeM2 | number |\n| rentedFrom | date |\n| contactEmail | email |\n\n';
    const items = [
      "* A plot's label must be at most 12 characters.",
      '* plot sizeM2 — must be positive',
      '* Plot.rentedFrom: today or earlier — "A rental cannot start in the future"',
      "* The plot's contactEmail should be a valid email",
      '* Plot label must be unique - Two plots cannot share a label',
      '* Labels are painted on a sign at the gate.',
    ].join('\n');
    const got = parseSpec(`# A\n\n${entity}## 5. Validation rules\n\n${items}\n`).spec.rules.map((r) =>
      `${r.entity.value}.${r.field.value} ${r.body.kind === 'phrase' ? r.body.phrase?.kind : 'expression'} ${r.message?.value ?? ''}`.trim(),
    );
    expect(got).toEqual([
      'Plot.label maxLength',
      'Plot.sizeM2 positive',
      'Plot.rentedFrom before A rental cannot start in the future',
      'Plot.contactEmail email',
      'Plot.label unique Two plots cannot share a label',
    ]);
  });

  it('reads the held-out gym bullets', () => {
    const entity =
      '## 3. Entities\n\n### Membership\n| Field | Type |\n|---|---|\n| id | id |\n| holderName | string |\n| startsOn | date |\n| endsOn | date |\n| monthlyFee | number |\n\n';
    const items = [
      '- Membership endsOn: after startsOn',
      '- memberships monthlyFee — between 10 and 200 — Fees run from 10 to 200 a month',
      '- The holderName of a membership is required',
      '- holderName: required',
      "- A Membership's startsOn has to be today or later.",
      '- Fees are reviewed every January.',
    ].join('\n');
    const got = parseSpec(`# G\n\n${entity}## 5. Validation rules\n\n${items}\n`).spec.rules.map((r) =>
      `${r.entity.value}.${r.field.value} ${r.body.kind === 'phrase' ? r.body.phrase?.kind : 'expression'} ${r.message?.value ?? ''}`.trim(),
    );
    expect(got).toEqual([
      'Membership.endsOn after',
      'Membership.monthlyFee between Fees run from 10 to 200 a month',
      'Membership.holderName required',
      'Membership.startsOn after',
    ]);
  });
});
