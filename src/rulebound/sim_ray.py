"""The Ray backend of :func:`rulebound.sim.run_sim`: the same chunks of games, played
as Ray tasks on a local Ray instance or on a cluster.

A chunk is a range of game indices; game ``i`` is played from ``derive_seed(seed, i)``
whatever process plays it, so the result is the local backend's, byte for byte
(except its ``timing``). At most ``workers`` chunks are in flight at once, and more are
submitted as chunks come back, so a run of millions of games never queues millions
of tasks.

Without an address a local Ray instance is started with ``workers`` CPUs, listening on
the loopback address only (:data:`LOOPBACK_ONLY`), and shut down at the end.
With ``address`` (``HOST:PORT`` of a head node started by ``ray start --head``, or
``auto``) the run connects to that cluster; every node needs rulebound installed
(``pip install 'rulebound[ray]'``). If Ray is already initialised in this process (a
test, a notebook), that instance is used and left running.

Ctrl-C stops submitting chunks and does not wait for those in flight (at most 10
games each; see :func:`_run_tasks` for why they are not cancelled); the partial result
is left to :func:`run_sim`.
"""

from __future__ import annotations

import contextlib
import logging
import os
import signal
import socket
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from rulebound.kernel.errors import ParameterError

Progress = Callable[[int], None]

_CONNECT_TIMEOUT_S = 3.0


LOOPBACK_ONLY = "RAY_ENABLE_WINDOWS_OR_OSX_CLUSTER"
"""Ray's switch for single-machine mode: set to 0 before Ray is imported, a local
instance listens on 127.0.0.1 only (by default Ray binds this machine's network
address, so that other nodes could join)."""


def import_ray(local: bool = True) -> Any:
    """The ``ray`` module, or a one-line error saying how to install it. ``local``: a
    local instance will be started, on the loopback address only."""
    if local and "ray" not in sys.modules:
        os.environ.setdefault(LOOPBACK_ONLY, "0")
    try:
        import ray
    except ImportError:
        raise ParameterError("--backend ray needs Ray: pip install 'rulebound[ray]'") from None
    return ray


def check_address(address: str) -> None:
    """Fail at once, in one line, on an address no Ray head answers at (Ray itself
    retries for minutes). ``auto`` and ``ray://`` client addresses are left to Ray."""
    if address == "auto" or address.startswith("ray://"):
        return
    host, sep, port = address.rpartition(":")
    if not sep or not host or not port.isdigit() or not 0 < int(port) < 65536:
        raise ParameterError(f"--address {address}: expected HOST:PORT (e.g. 10.0.0.5:6379)")
    try:
        with socket.create_connection((host, int(port)), timeout=_CONNECT_TIMEOUT_S):
            pass
    except OSError as exc:
        raise ParameterError(
            f"--address {address}: no Ray head node answers there ({exc.strerror or exc})"
        ) from None


def run_ray(
    game_id: str,
    params: dict[str, Any],
    names: tuple[str, ...],
    seed: int,
    chunks: list[tuple[int, int]],
    workers: int | None,
    address: str | None,
    records: list[Any],
    progress: Progress | None,
) -> int:
    """Play ``chunks`` as Ray tasks, appending each chunk's records as it comes back.
    Returns the number of tasks kept in flight (the run's worker count)."""
    with session(workers, address) as ray:
        return _run_tasks(ray, game_id, params, names, seed, chunks, workers, records, progress)


@contextmanager
def session(workers: int | None, address: str | None) -> Iterator[Any]:
    """Ray, initialised: a local instance of ``workers`` CPUs or a connection to
    ``address``, ended on leaving; or, if this process already has Ray up, that one,
    left running (so a tournament's runs share one instance)."""
    ray = import_ray(local=address is None)
    started_here = not ray.is_initialized()
    if started_here:
        _init(ray, workers, address)
    try:
        yield ray
    finally:
        if started_here:
            ray.shutdown()


def _run_tasks(
    ray: Any,
    game_id: str,
    params: dict[str, Any],
    names: tuple[str, ...],
    seed: int,
    chunks: list[tuple[int, int]],
    workers: int | None,
    records: list[Any],
    progress: Progress | None,
) -> int:
    pending: list[Any] = []
    try:
        cpus = int(ray.cluster_resources().get("CPU", 1))
        in_flight = max(1, workers if workers is not None else cpus)
        task = ray.remote(num_cpus=1, max_retries=0)(_play_chunk)
        queue = iter(chunks)
        for start, stop in queue:
            pending.append(task.remote(game_id, params, names, seed, start, stop))
            if len(pending) >= in_flight:
                break
        while pending:
            done, pending = ray.wait(pending, num_returns=1)
            chunk = ray.get(done[0])
            records.extend(chunk)
            if progress is not None:
                progress(len(chunk))
            nxt = next(queue, None)
            if nxt is not None:
                pending.append(task.remote(game_id, params, names, seed, *nxt))
        return in_flight
    except BaseException as exc:
        if isinstance(exc, KeyboardInterrupt):
            from rulebound.sim import _on_interrupt

            _on_interrupt(_stop_now)  # a second Ctrl-C while the tasks end: stop at once
        # The chunks in flight are not cancelled: ``ray.cancel`` races a task finishing
        # at that moment, and Ray 2.60 then aborts this process ("Tried to complete
        # task that was not pending", 1 Ctrl-C in 5 when measured). A chunk is at most
        # 10 games, so its task ends by itself; a local instance ends its workers at
        # shutdown, and a cluster ends a driver's tasks when the driver leaves.
        pending.clear()  # not waited for
        raise


def _stop_now(signum: int, frame: object) -> None:
    """The second Ctrl-C: end this process and every process it started (a local Ray
    instance's server and agents, which would outlive an abrupt exit), exit code 130."""
    for pid in _descendants(os.getpid()):
        with contextlib.suppress(OSError):  # gone already
            os.kill(pid, signal.SIGKILL)
    os._exit(130)


def _descendants(pid: int) -> list[int]:
    """The processes below ``pid`` (Linux ``/proc``; none found elsewhere)."""
    found: list[int] = []
    todo = [pid]
    while todo:
        parent = todo.pop()
        try:
            tasks = os.listdir(f"/proc/{parent}/task")
        except OSError:
            continue
        for task in tasks:
            try:
                with open(f"/proc/{parent}/task/{task}/children") as handle:
                    children = [int(c) for c in handle.read().split()]
            except OSError:
                continue
            found.extend(children)
            todo.extend(children)
    return found


def _init(ray: Any, workers: int | None, address: str | None) -> None:
    """Start a local instance (no dashboard) or connect to ``address``."""
    quiet: dict[str, Any] = {
        "logging_level": logging.ERROR,
        "log_to_driver": False,
        "configure_logging": True,
    }
    if address is None:
        kwargs: dict[str, Any] = {
            "num_cpus": workers if workers is not None else (os.cpu_count() or 1),
            "include_dashboard": False,
            **quiet,
        }
    else:
        kwargs = {"address": address, **quiet}
    ray.init(**kwargs)


def _play_chunk(
    game_id: str,
    params: dict[str, Any],
    names: tuple[str, ...],
    seed: int,
    start: int,
    stop: int,
) -> list[Any]:
    """On a Ray worker: the local backend's chunk function (the game is cached per
    worker process, as in a local pool)."""
    from rulebound.sim import _run_chunk

    return _run_chunk(game_id, params, names, seed, start, stop)
