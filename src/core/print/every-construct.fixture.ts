/** A spec that uses every construct the printers handle. */
export const EVERY_CONSTRUCT = `# Specification: Clinic | bookings

A small clinic books appointments.

Second paragraph of the intro.

## 1. What the product does and for whom

Patients book appointments with doctors; receptionists confirm them.

## Screens

These are the screens.

| Path | Name | Shows | Roles | Owner |
|---|---|---|---|---|
| / | Home | list of Appointment | patient, receptionist | web team |
| /appointments/{id} | Appointment | Appointment detail | | |
| /doctors/new | New doctor | form to create Doctor | receptionist | ops |
| /help | Help | how booking works \\| FAQ | | |

## 3. Entities and their fields

### Doctor
| Field | Type | Required | Notes |
|---|---|---|---|
| id | id | yes | |
| name | string | yes | full name |
| email | email | no | |
| specialty | "gp" \\| "dentist" | yes | |

### Appointment
State field: \`status\`

| Field | Type | Required | Notes |
|---|---|---|---|
| id | uuid | ✓ | |
| doctor | Doctor | yes | |
| at | datetime | yes | |
| tags | list of string | optional | |
| status | one of requested, confirmed, cancelled | yes | starts as requested |

## 4. States and transitions

| Entity | From | Event | To | Guard | Roles |
|---|---|---|---|---|---|
| Appointment | requested | confirm | confirmed | \`record.at > now \\|\\| user.role == "admin"\` | receptionist |
| Appointment | requested | cancel | cancelled | | |

### Doctor
State field: \`state\`

## 5. Validation rules

| Entity | Field | Rule | Message |
|---|---|---|---|
| Doctor | name | at most 80 characters | Keep it short |
| Doctor | email | email | |
| Appointment | at | in the future | Pick a time ahead |
| Appointment | tags | \`size(value) <= MAX_TAGS\` | |
| Doctor | name | sounds nice | |

## 6. Roles and permissions

- patient — books appointments
- receptionist — confirms them

| Role | Can | On | When |
|---|---|---|---|
| patient | create, read | Appointment | \`record.doctor != ""\` |
| receptionist | read, confirm, cancel | Appointment, Doctor | |

## 7. The calls it makes

Calls go to the clinic's API.

| Method | Path | Request | Response | Errors | Roles | Notes |
|---|---|---|---|---|---|---|
| GET | /api/appointments?doctor&limit&offset | — | { items: Appointment[], total: integer } | | | paged |
| POST | /api/appointments | { doctor: id, at: datetime, kind?: "first" \\| "follow-up" } | Appointment | INVALID | patient | |
| POST | /api/appointments/:id/confirm | | Appointment | NOT_FOUND, BAD_STATE | receptionist | |

## 8. The error catalogue

Not shown yet.

## 9. Business constants and limits

| Name | Value | Meaning |
|---|---|---|
| MAX_TAGS | 5 | tags per appointment |
| HOLD | 14 days | how long a slot is held |
| CLINIC | "Main street" | the clinic's name |
| OPEN | true | whether booking is open |
| RATE | 2.5 | a ratio |

## Open questions

Should doctors see each other's appointments?

- one
- two
`;
