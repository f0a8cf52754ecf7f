/** A GoTrue-shaped failure: `{ code, error_code, msg }` with GoTrue's status for that code. */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }

  toBody(): Record<string, unknown> {
    return { code: this.status, error_code: this.errorCode, msg: this.message, ...this.extra };
  }
}

export const validationFailed = (message: string) => new AuthError(400, 'validation_failed', message);
