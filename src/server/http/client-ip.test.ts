import { expect, test } from "bun:test";
import { clientIp } from "./client-ip";

test("X-Forwarded-For counts only when our own proxy passed the request on", () => {
  expect(clientIp("203.0.113.9", null)).toBe("203.0.113.9");
  expect(clientIp("203.0.113.9", "198.51.100.1")).toBe("203.0.113.9");
  expect(clientIp("127.0.0.1", "1.1.1.1, 198.51.100.1")).toBe("198.51.100.1");
  expect(clientIp("10.0.0.5", "198.51.100.2")).toBe("198.51.100.2");
  expect(clientIp(undefined, null)).toBe("unknown");
});
