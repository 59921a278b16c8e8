import { describe, expect, it } from "vitest";
import type { ChatLiveEvent } from "~/lib/chat/protocol";
import { parseChatEvent, parseLiveEvent, SseParser, safeSources } from "./chat-sse";

const done = { type: "done", conversationId: "c1", conversationToken: "t".repeat(20), sources: [], answerSource: "model" };

describe("SseParser", () => {
  it("reads events split across chunks at any byte", () => {
    const stream = `data: {"type":"delta","text":"Hel"}\n\ndata: {"type":"delta","text":"lo"}\n\ndata: ${JSON.stringify(done)}\n\n`;
    for (let cut = 1; cut < stream.length; cut++) {
      const parser = new SseParser();
      const events = [...parser.push(stream.slice(0, cut)), ...parser.push(stream.slice(cut))];
      expect(events.map((event) => event.type)).toEqual(["delta", "delta", "done"]);
    }
  });

  it("accepts CRLF and CR line ends, including a CRLF split between chunks", () => {
    const parser = new SseParser();
    const events = [
      ...parser.push('data: {"type":"delta","text":"a"}\r'),
      ...parser.push('\n\r\ndata: {"type":"delta","text":"b"}\r\r\n'),
    ];
    expect(events).toEqual([
      { type: "delta", text: "a" },
      { type: "delta", text: "b" },
    ]);
  });

  it("joins multi-line data with LF and ignores comments, ids and event names", () => {
    const parser = new SseParser();
    const events = parser.push(': keep-alive\nevent: message\nid: 4\ndata: {"type":"delta",\ndata: "text":"x"}\n\n');
    expect(events).toEqual([{ type: "delta", text: "x" }]);
  });

  it("drops an event without its closing blank line and data that is not a chat event", () => {
    const parser = new SseParser();
    expect(parser.push('data: not json\n\ndata: {"type":"nope"}\n\ndata: {"type":"delta","text":"cut')).toEqual([]);
    expect(parser.end()).toEqual([]);
  });
});

describe("parseChatEvent", () => {
  it("keeps each known event and refuses wrong shapes", () => {
    expect(parseChatEvent('{"type":"delta","text":"hi"}')).toEqual({ type: "delta", text: "hi" });
    expect(parseChatEvent('{"type":"delta","text":5}')).toBeNull();
    expect(parseChatEvent('{"type":"error","message":"down"}')).toEqual({ type: "error", message: "down" });
    expect(parseChatEvent('{"type":"lead","leadId":"L1"}')).toEqual({ type: "lead", leadId: "L1" });
    // The widget always shows the whole form (phone and facility are optional in it).
    expect(parseChatEvent('{"type":"form","fields":["name","email"]}')).toEqual({
      type: "form",
      fields: ["name", "email", "phone", "facility", "consent"],
    });
    expect(parseChatEvent('{"type":"replace","text":"Instead"}')).toEqual({ type: "replace", text: "Instead" });
    expect(parseChatEvent(JSON.stringify(done))).toEqual(done);
    expect(parseChatEvent('{"type":"done","conversationId":"c"}')).toBeNull();
    expect(parseChatEvent("null")).toBeNull();
    expect(parseChatEvent("[1]")).toBeNull();
  });
});

describe("safeSources", () => {
  it("keeps same-site paths and http(s) links, never script or protocol-relative addresses", () => {
    expect(
      safeSources([
        { title: "FAQ", url: "/faq" },
        { title: "Ext", url: "https://example.com/a" },
        { title: "Bad", url: "javascript:alert(1)" },
        { title: "Other host", url: "//evil.example/x" },
        { title: 3, url: "/x" },
        "nope",
      ]),
    ).toEqual([
      { title: "FAQ", url: "/faq" },
      { title: "Ext", url: "https://example.com/a" },
    ]);
    expect(safeSources("x")).toEqual([]);
  });
});

describe("a person takes over (issue 25)", () => {
  it("reads the answer's offer and hand-off events", () => {
    expect(parseChatEvent('{"type":"offer"}')).toEqual({ type: "offer" });
    expect(parseChatEvent('{"type":"handoff","status":"held"}')).toEqual({ type: "handoff", status: "held" });
    expect(parseChatEvent('{"type":"handoff","status":"owned"}')).toBeNull();
  });

  it("reads the live channel's state and staff replies, and drops anything else", () => {
    const parser = new SseParser<ChatLiveEvent>(parseLiveEvent);
    const events = parser.push(
      'data: {"type":"state","held":true}\n\ndata: {"type":"staff","id":"42","text":"Hi, Sam here","timestamp":"2026-03-04T15:00:00Z"}\n\n' +
        'data: {"type":"staff","id":"x","text":"bad id"}\n\ndata: {"type":"state","held":"yes"}\n\ndata: {"type":"delta","text":"no"}\n\n',
    );
    expect(events).toEqual([
      { type: "state", held: true },
      { type: "staff", id: "42", text: "Hi, Sam here", timestamp: "2026-03-04T15:00:00Z" },
    ]);
  });
});
