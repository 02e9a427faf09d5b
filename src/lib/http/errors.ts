/** The fetch layer's error kinds: network failure, timeout, unreadable answer, or an HTTP status with its body. */
export type HttpErrorKind = 'FETCH_ERROR' | 'TIMEOUT_ERROR' | 'PARSING_ERROR' | number;

export interface ErrorBody {
  status?: string;
  error?: string;
  message?: string;
  issues?: { path: string; message: string }[];
  /** A stable name for a refusal the client acts on (`step_up_required`, `mfa_challenge_expired` …). */
  code?: string;
}

export class HttpError extends Error {
  constructor(
    readonly kind: HttpErrorKind,
    readonly data: ErrorBody | undefined = undefined,
  ) {
    super(data?.error ?? data?.message ?? (typeof kind === 'number' ? `HTTP ${kind}` : kind));
    this.name = 'HttpError';
  }

  /** The server's own words, when it sent any. */
  get serverMessage(): string | undefined {
    return this.data?.error ?? this.data?.message;
  }
}
