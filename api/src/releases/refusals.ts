import { HttpError } from '../http-errors';

/** The answers of a release action the registry's state does not allow. */
export const notRegistered = (remote: string, version: string) =>
  new HttpError(404, `${remote} ${version} is not registered`);

export const doesNotFit = (remote: string, version: string, problems: string[]) =>
  new HttpError(
    409,
    `${remote} ${version} does not fit the shell's shared libraries: ${problems.join('; ')}`,
  );

export const registeredAlready = (remote: string, version: string) =>
  new HttpError(
    409,
    `${remote} ${version} is registered already: releases are immutable, pick another version`,
  );

export const liveAlready = (remote: string, version: string) =>
  new HttpError(409, `${remote} ${version} is live already`);

export const canaryRunning = (remote: string, version: string) =>
  new HttpError(409, `${remote} has a canary of ${version} running: promote or abort it first`);

export const noCanary = (remote: string) => new HttpError(409, `${remote} has no canary`);
