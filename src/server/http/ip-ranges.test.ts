import { expect, test } from "bun:test";
import { parseIp, parseRange, rangeMatcher } from "./ip-ranges";

test("addresses: IPv4, IPv6 with and without ::, mapped IPv4, brackets; junk is undefined", () => {
  expect(parseIp("10.0.0.1")).toEqual({ v6: false, value: 0x0a000001n });
  expect(parseIp("::1")).toEqual({ v6: true, value: 1n });
  expect(parseIp("2001:db8:0:0:0:0:0:1")).toEqual(parseIp("2001:db8::1"));
  expect(parseIp("::ffff:10.0.0.1")).toEqual({ v6: false, value: 0x0a000001n });
  expect(parseIp("[::1]")).toEqual({ v6: true, value: 1n });
  for (const bad of ["", "10.0.0", "10.0.0.256", "1::2::3", "1:2:3:4:5:6:7:8:9", "gggg::1", "localhost"])
    expect(parseIp(bad)).toBeUndefined();
});

test("ranges match by prefix, and never across families", () => {
  const inRange = rangeMatcher([parseRange("172.16.0.0/12")!, parseRange("fe80::/10")!, parseRange("192.0.2.7")!]);
  expect(inRange("172.31.255.255")).toBe(true);
  expect(inRange("172.32.0.0")).toBe(false);
  expect(inRange("fe80::abcd")).toBe(true);
  expect(inRange("fec0::1")).toBe(false);
  expect(inRange("192.0.2.7")).toBe(true);
  expect(inRange("192.0.2.8")).toBe(false);
  expect(inRange("not an address")).toBe(false);
  expect(rangeMatcher([parseRange("0.0.0.0/0")!])("8.8.8.8")).toBe(true);
  expect(rangeMatcher([parseRange("0.0.0.0/0")!])("::1")).toBe(false);
});
