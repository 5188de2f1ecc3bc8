/**
 * A candle as the hub carries it. Subscribers choose candles by candle id, which the Candle
 * record does not hold, while the stream sends the bare candle (`{"candle": …}`); so the id
 * rides beside the stream-encoded candle and `toJSON` leaves it out when the hub serialises
 * the item.
 */
export class CandleUpdate {
  constructor(
    readonly candleId: string,
    /** The candle in stream encoding. */
    readonly candle: unknown,
  ) {}

  toJSON(): unknown {
    return this.candle;
  }
}
