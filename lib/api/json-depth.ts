// Own code: a single pass over the text, so a body nested 30,000 deep is refused before JSON.parse, the
// schema or any walk over the value sees it; no library checks depth without parsing first.

/** The deepest a JSON body may nest arrays and objects (`{"a":[1]}` is 2); no request of ours needs more than 4. */
export const JSON_DEPTH_LIMIT = 32;

/** Whether `text`, read as JSON, opens more than `limit` arrays/objects inside one another (strings skipped). */
export function jsonDepthExceeds(text: string, limit = JSON_DEPTH_LIMIT): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      // A backslash escapes the next character (a quote among them).
      if (char === 0x5c) i++;
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) {
      if (++depth > limit) return true;
    } else if (char === 0x5d || char === 0x7d) depth--;
  }
  return false;
}

export const JSON_TOO_DEEP_MESSAGE = `The request body nests more than ${JSON_DEPTH_LIMIT} levels of arrays or objects.`;
