/**
 * Errors a service throws on purpose. The API's one onError turns any of them into
 * `{ "message": ... }` with this status, so messages are written for people.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}
