/** argon2id work factors; production keeps Bun's defaults (64 MiB, 2 passes), tests pass cheaper ones. */
export interface PasswordCost {
  memoryCost?: number;
  timeCost?: number;
}

export function createPasswordHasher(cost: PasswordCost = {}) {
  const options = { algorithm: "argon2id" as const, ...cost };
  let dummy: Promise<string> | undefined;

  return {
    hash: (password: string) => Bun.password.hash(password, options),
    verify: (password: string, hash: string) => Bun.password.verify(password, hash),
    /** Spends the same time as a real check, so an unknown e-mail answers no faster than a wrong password. */
    async verifyNothing(password: string): Promise<false> {
      dummy ??= Bun.password.hash("not a real password", options);
      await Bun.password.verify(password, await dummy);
      return false;
    },
  };
}

export type PasswordHasher = ReturnType<typeof createPasswordHasher>;
