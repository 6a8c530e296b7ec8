"""Test only: a TCP relay that delays each direction of every connection by
delay ± jitter ms per chunk (order kept), standing in for `tc netem delay`
where the kernel lacks sch_netem (netns.py). Prints "listening" once ready.

    python delay_proxy.py LISTEN_HOST LISTEN_PORT TARGET_HOST TARGET_PORT DELAY_MS JITTER_MS
"""

from __future__ import annotations

import asyncio
import random
import sys


async def pump(
    reader: asyncio.StreamReader, writer: asyncio.StreamWriter, delay: float, jitter: float
) -> None:
    loop = asyncio.get_running_loop()
    queue: asyncio.Queue[tuple[float, bytes]] = asyncio.Queue()
    last = 0.0

    async def deliver() -> None:
        while True:
            due, chunk = await queue.get()
            wait = due - loop.time()
            if wait > 0:
                await asyncio.sleep(wait)
            if not chunk:
                writer.close()
                return
            writer.write(chunk)
            await writer.drain()

    sender = asyncio.create_task(deliver())
    try:
        while True:
            chunk = await reader.read(65536)
            # Each chunk is due delay ± jitter after it arrived, and never
            # before the previous one (a link keeps order).
            due = max(last, loop.time() + delay + random.uniform(-jitter, jitter))
            last = due
            queue.put_nowait((due, chunk))
            if not chunk:
                break
        await sender
    except (ConnectionError, OSError):
        sender.cancel()
        writer.close()


async def main() -> None:
    host, port, target_host, target_port = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4]
    delay, jitter = float(sys.argv[5]) / 1000.0, float(sys.argv[6]) / 1000.0

    async def handle(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            up_reader, up_writer = await asyncio.open_connection(target_host, int(target_port))
        except OSError:
            writer.close()
            return
        await asyncio.gather(
            pump(reader, up_writer, delay, jitter),
            pump(up_reader, writer, delay, jitter),
            return_exceptions=True,
        )

    server = await asyncio.start_server(handle, host, port)
    print("listening", flush=True)
    async with server:
        await server.serve_forever()


if __name__ == "__main__":
    asyncio.run(main())
