import { createClientOf } from "../http/client-ip";
import { expect, spyOn, test } from "bun:test";
import { openDatabase } from "../db";
import { parseEnv } from "../env";
import { createAuth } from "./create-auth";
import { registerLocal, signInLocal, WRONG_CREDENTIALS } from "./local";

test("an unknown e-mail still pays for a password check, so timing does not tell which accounts exist", async () => {
  const auth = createAuth({ env: parseEnv({}), db: openDatabase(":memory:"), clientOf: createClientOf("") }, { passwordCost: { memoryCost: 1024, timeCost: 1 } });
  await registerLocal(auth, { email: "ada@example.org", password: "correct horse", firstName: null }, "client");
  const verify = spyOn(auth.passwords, "verify");
  const verifyNothing = spyOn(auth.passwords, "verifyNothing");

  await expect(signInLocal(auth, { email: "nobody@example.org", password: "correct horse" }, "client")).rejects.toThrow(WRONG_CREDENTIALS);
  expect(verifyNothing).toHaveBeenCalledTimes(1);
  expect(verify).toHaveBeenCalledTimes(0);

  await expect(signInLocal(auth, { email: "ada@example.org", password: "wrong horse" }, "client")).rejects.toThrow(WRONG_CREDENTIALS);
  expect(verify).toHaveBeenCalledTimes(1);
});
