/** One Phoenix channel message, as both serializer versions carry it. */
export interface Frame {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: Record<string, unknown>;
}

/** Phoenix's serializers: 1.0.0 sends objects, 2.0.0 (realtime-js's default) sends arrays. */
export type SerializerVersion = '1.0.0' | '2.0.0';

export function serializerVersion(vsn: string | null): SerializerVersion | undefined {
  if (vsn === null || vsn === '1.0.0') return '1.0.0';
  if (vsn === '2.0.0') return '2.0.0';
  return undefined;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const refOf = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** A frame the client sent, or undefined when it is not one. */
export function decodeFrame(text: string, version: SerializerVersion): Frame | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (version === '2.0.0') {
    if (!Array.isArray(parsed) || parsed.length !== 5) return undefined;
    const [joinRef, ref, topic, event, payload] = parsed as unknown[];
    if (typeof topic !== 'string' || typeof event !== 'string' || !isObject(payload)) return undefined;
    return { joinRef: refOf(joinRef), ref: refOf(ref), topic, event, payload };
  }
  if (!isObject(parsed)) return undefined;
  const { join_ref: joinRef, ref, topic, event, payload } = parsed;
  if (typeof topic !== 'string' || typeof event !== 'string' || !isObject(payload)) return undefined;
  return { joinRef: refOf(joinRef), ref: refOf(ref), topic, event, payload };
}

export function encodeFrame(frame: Frame, version: SerializerVersion): string {
  if (version === '2.0.0') return JSON.stringify([frame.joinRef, frame.ref, frame.topic, frame.event, frame.payload]);
  return JSON.stringify({ join_ref: frame.joinRef, ref: frame.ref, topic: frame.topic, event: frame.event, payload: frame.payload });
}
