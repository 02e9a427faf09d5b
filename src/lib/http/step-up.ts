/**
 * Step-up for the calls the server guards with a recent proof of identity (exports, CV downloads,
 * deletes, account changes): a 403 `step_up_required` asks the person to confirm it's them (the
 * dashboard registers the dialog that does), then the call is made once more. Without a
 * registered handler, or when the person cancels, the original refusal stands.
 */
import { HttpError } from './errors.ts';

export const STEP_UP_REQUIRED = 'step_up_required';

/** Resolves true once the person has confirmed (the server took the password or code), false if they cancelled. */
type StepUpHandler = () => Promise<boolean>;

let handler: StepUpHandler | undefined;

export function setStepUpHandler(next: StepUpHandler | undefined): void {
  handler = next;
}

export function isStepUpRequired(error: unknown): boolean {
  return error instanceof HttpError && error.kind === 403 && error.data?.code === STEP_UP_REQUIRED;
}

export async function withStepUp<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!isStepUpRequired(error) || !handler || !(await handler())) throw error;
    return call();
  }
}
