/** The data of the Try-it panels (shared/tryItData.ts), with schemas as the validator reads them. */
import type {TryItData as Data, TryItOperation as Operation} from '@site/shared/tryItData';
import type {Schema} from './validate';

export type {TryItParameter} from '@site/shared/tryItData';
export type TryItOperation = Operation<Schema>;
export type TryItData = Data<Schema>;
