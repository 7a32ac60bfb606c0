/** Test fixtures: verbatim copies of the shared reference specs (../shared/specs/), so tests need nothing beside the clone; examples/golden.test.ts checks they match when ../shared is there. Not part of the public API. */

/** cfp.spec.md, whose agreed reading is cfp.expected.md. */
export const CFP_SPEC = `# Call for papers

## 1. What the product does and for whom

A conference collects talk proposals. Speakers write and submit talks; reviewers
score them; organizers accept or reject them and put accepted talks in the
schedule. A speaker may propose at most 3 talks.

## 2. Screens and routes

| Route | Screen | Shows | Roles |
|---|---|---|---|
| / | Talks | list of Talk | speaker, reviewer, organizer |
| /talks/new | Propose a talk | form to create Talk | speaker |
| /talks/:id | Talk | Talk detail | speaker, reviewer, organizer |
| /talks/:id/edit | Edit talk | form to edit Talk | speaker |
| /reviews/new | Review | form to create Review | reviewer |
| /about | About | the conference and how selection works | |

## 3. Entities and their fields

### Talk
| Field | Type | Required | Notes |
|---|---|---|---|
| id | id | yes | |
| title | string | yes | |
| abstract | text | yes | |
| speakerEmail | email | yes | |
| format | one of talk, workshop, lightning | yes | |
| minutes | integer | yes | |
| status | one of draft, submitted, accepted, rejected, scheduled | yes | starts as draft |

### Review
| Field | Type | Required | Notes |
|---|---|---|---|
| id | id | yes | |
| talk | Talk | yes | |
| score | integer | yes | |
| comment | text | no | |

## 4. States and transitions

| Entity | From | Event | To | Guard | Roles |
|---|---|---|---|---|---|
| Talk | draft | submit | submitted | \`size(record.abstract) >= MIN_ABSTRACT\` | speaker |
| Talk | submitted | accept | accepted | | organizer |
| Talk | submitted | reject | rejected | | organizer |
| Talk | accepted | schedule | scheduled | | organizer |

## 5. Validation rules

| Entity | Field | Rule | Message |
|---|---|---|---|
| Talk | title | at most 90 characters | Keep the title to 90 characters or fewer |
| Talk | abstract | at most MAX_ABSTRACT characters | The abstract is too long |
| Talk | minutes | one of 10, 30, 45 | Talks last 10, 30 or 45 minutes |
| Review | score | between 1 and 5 | Score from 1 to 5 |
| Review | comment | \`size(value) <= 2000\` | Keep the comment short |

## 6. Roles and permissions

- speaker — proposes talks
- reviewer — scores submitted talks
- organizer — decides and schedules

| Role | Can | On | When |
|---|---|---|---|
| speaker | create, read, update, submit | Talk | \`record.speakerEmail == user.email\` |
| reviewer | read | Talk | \`record.status != "draft"\` |
| reviewer | create | Review | |
| organizer | read, accept, reject, schedule | Talk | |
| organizer | read | Review | |

## 7. The calls it makes

| Method | Path | Request | Response | Errors |
|---|---|---|---|---|
| GET | /api/talks?status | — | Talk[] | |
| GET | /api/talks/:id | — | Talk | NOT_FOUND |
| POST | /api/talks | { title: string, abstract: text, speakerEmail: email, format: "talk" \\| "workshop" \\| "lightning", minutes: integer } | Talk | INVALID, TOO_MANY |
| PUT | /api/talks/:id | Talk | Talk | NOT_FOUND, INVALID |
| POST | /api/talks/:id/submit | — | Talk | NOT_FOUND, BAD_STATE |
| POST | /api/talks/:id/accept | — | Talk | NOT_FOUND, BAD_STATE |
| POST | /api/talks/:id/reject | — | Talk | NOT_FOUND, BAD_STATE |
| POST | /api/talks/:id/schedule | — | Talk | NOT_FOUND, BAD_STATE |
| POST | /api/reviews | Review | Review | INVALID |

## 8. The error catalogue

| Code | Status | Message | When |
|---|---|---|---|
| NOT_FOUND | 404 | That talk does not exist. | no talk has that id |
| INVALID | 422 | Please fix the highlighted fields. | a validation rule fails |
| TOO_MANY | 409 | You already have MAX_TALKS talks. | a speaker proposes more than MAX_TALKS talks |
| BAD_STATE | 409 | That is not possible in the talk's current state. | the transition does not start from the current state |

## 9. Business constants and limits

| Name | Value | Meaning |
|---|---|---|
| MAX_TALKS | 3 | talks one speaker may propose |
| MIN_ABSTRACT | 200 | shortest abstract that can be submitted, in characters |
| MAX_ABSTRACT | 1200 | longest abstract, in characters |
`;

/** The seed document the project started from: nine points, each not shown. */
export const SEED_SPEC = `# Specification: client-side web application of undetermined purpose

The product is a client-side web application. This document covers all nine points of the specification in order. Nothing of the product's own behaviour is available to state, so each point says so plainly and no detail is invented.

## 1. What the product does and for whom

What the product does and for whom is not shown.

## 2. Screens and routes

Screens and routes: not shown.

## 3. Entities and their fields

Entities and their fields: not shown.

## 4. States and transitions

States and transitions: not shown.

## 5. Validation rules

Validation rules: not shown.

## 6. Roles and permissions

Roles and permissions: not shown.

## 7. The calls it makes

The method, path shape and payload shape of every call are not shown.

## 8. The error catalogue

The error catalogue: not shown.

## 9. Business constants and limits

Business constants and limits: not shown.`;
