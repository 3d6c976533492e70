/** piscina reference: a task that does nothing. */
export default function noop(): null {
  return null;
}
