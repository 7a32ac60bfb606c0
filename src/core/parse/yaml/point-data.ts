import type { Call } from '../../spec/call';
import type { Constant } from '../../spec/constant';
import type { Entity } from '../../spec/entity';
import type { ErrorEntry } from '../../spec/error-entry';
import type { Permission, Role } from '../../spec/role';
import type { Rule } from '../../spec/rule';
import type { Screen } from '../../spec/screen';
import type { StateFieldDecl, Transition } from '../../spec/transition';

/** The data one point's section holds, read from a fenced yaml/json block (or a YAML form key). */
export interface PointData {
  purpose?: string;
  screens?: Screen[];
  entities?: Entity[];
  stateFields?: StateFieldDecl[];
  transitions?: Transition[];
  rules?: Rule[];
  roles?: Role[];
  permissions?: Permission[];
  calls?: Call[];
  errors?: ErrorEntry[];
  constants?: Constant[];
}
