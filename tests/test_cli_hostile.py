"""The command line under attack (issue 12, item 7): odd files, odd names, odd addresses and odd
policies each get one typed line and a sensible exit code, never a traceback or a hang."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from pokerfloor import Action, Kind, RulebookError, SituationError, rulebook
from pokerfloor.checking import corpus as corpus_module
from pokerfloor.cli.commands import main
from pokerfloor.formats import files
from pokerfloor.formats.situation import load_cases
from pokerfloor.play.simulate import simulate

DATA = Path(__file__).parent / "data" / "phh"
HAND = (DATA / "1.phh").read_text().rstrip("\n") + "\n"
SITUATION = (
    'players = [{ name = "A", stack = 100 }, { name = "B", stack = 100 }]\nblinds = [1, 2]\n'
    '[[case]]\nactions = ["B call"]\n'
)


def _run(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[bytes]:
    """``pokerfloor ARGS`` in a process of its own (a hang fails by the timeout)."""
    run = subprocess.run(
        [sys.executable, "-m", "pokerfloor", *args],
        capture_output=True,
        timeout=60,
        check=False,
        env={**os.environ, **(env or {})},
    )
    assert b"Traceback" not in run.stdout + run.stderr
    return run


# -- situation files ---------------------------------------------------------------------------


def test_a_switch_named_like_a_parameter_is_an_unknown_switch(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # rulebook(name, **overrides) took rules = { name = "x" } for its own name: a TypeError.
    for key in ("name", "self", "changes"):
        with pytest.raises(RulebookError) as caught:
            rulebook("tda", **{key: "x"})
        assert caught.value.code == "unknown-switch"
    path = tmp_path / "rules.toml"
    path.write_text('rules = { name = "x" }\n' + SITUATION)
    assert main(["rule", str(path), "--json"]) == 1
    (line,) = capsys.readouterr().out.splitlines()
    error = json.loads(line)["error"]
    assert error["code"] == "unknown-switch"
    assert "unknown rule switch 'name'" in error["message"]


def test_a_situation_file_larger_than_the_bound_is_refused(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "big.toml"
    path.write_text(SITUATION + "# padding\n" * 20)
    monkeypatch.setattr(files, "MAX_BYTES", len(SITUATION))
    with pytest.raises(SituationError) as caught:
        load_cases(path)
    assert caught.value.code == "too-large"


def test_a_dotted_key_of_many_parts_is_read_in_linear_time(tmp_path: Path) -> None:
    # The standard library's reader is quadratic in the parts (50 KB of them: about ten seconds).
    path = tmp_path / "dotted.toml"
    path.write_text("k" + ".k" * 50_000 + " = 1\n")
    with pytest.raises(SituationError) as caught:
        load_cases(path)
    assert caught.value.code in ("bad-toml", "unknown-field")


@pytest.fixture
def fifo(tmp_path: Path) -> Iterator[Path]:
    """A FIFO nobody writes to: opening it for reading in the usual way waits for ever."""
    path = tmp_path / "pipe"
    os.mkfifo(path)
    yield path


@pytest.mark.parametrize("command", ["rule", "check"])
def test_a_fifo_is_refused_without_waiting(command: str, fifo: Path) -> None:
    named = fifo.rename(fifo.with_suffix(".toml" if command == "rule" else ".phh"))
    run = _run(command, str(named), "--json")
    assert run.returncode == 1
    line = json.loads(run.stdout.splitlines()[0])
    reason = line["error"]["message"] if command == "rule" else line["reason"]
    assert "a FIFO, not a regular file" in reason


@pytest.mark.parametrize("command", ["rule", "check"])
def test_a_device_is_refused(command: str) -> None:
    run = _run(command, "/dev/zero", "--json")
    assert run.returncode == 1
    assert b"a device, not a regular file" in run.stdout


# -- file names that are not UTF-8 --------------------------------------------------------------


def _named_ff(tmp_path: Path, suffix: str, text: str) -> bytes:
    """A file named with the byte 0xff (no UTF-8 text has it), holding ``text``."""
    name = os.path.join(os.fsencode(tmp_path), b"\xff" + suffix.encode())
    with open(name, "w") as stream:
        stream.write(text)
    return name


@pytest.mark.parametrize(("command", "suffix", "text"), [("rule", ".toml", "x = = 1"), ("check", ".phh", "x = = 1")])
def test_names_that_are_not_utf8_are_written_escaped(tmp_path: Path, command: str, suffix: str, text: str) -> None:
    name = _named_ff(tmp_path, suffix, text)
    strict = {"PYTHONIOENCODING": "utf-8:strict"}
    readable = _run(command, os.fsdecode(tmp_path), env=strict)
    assert readable.returncode == 1
    assert b"\\udcff" in readable.stdout
    as_json = _run(command, os.fsdecode(tmp_path), "--json", env=strict)
    assert as_json.returncode == 1
    line = json.loads(as_json.stdout.splitlines()[0])
    assert os.fsencode(line["file"]) == name  # the escape reads back as the name on disk


# -- check -------------------------------------------------------------------------------------


@pytest.mark.parametrize("text", ["", "# a comment, no hand\n"])
def test_an_empty_hand_history_holds_no_hand(tmp_path: Path, text: str, capsys: pytest.CaptureFixture[str]) -> None:
    for suffix in (".phh", ".phhs"):
        (tmp_path / f"empty{suffix}").write_text(text)
    assert main(["check", str(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert "2 checked: 0 verified, 0 verified but for an odd chip, 0 not verifiable, 0 failed, 2 skipped" in out
    assert "skipped 2: the file holds no hand" in out
    assert main(["check", str(tmp_path), "--strict", "--json"]) == 1
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [(r["status"], r["reason"]) for r in lines] == [("failed", "the file holds no hand")] * 2


def test_the_hands_before_a_broken_one_are_kept(tmp_path: Path) -> None:
    collection = tmp_path / "some.phhs"
    collection.write_text(f"[1]\n{HAND}[2]\nx = = 1\n[3]\n{HAND}")
    ((first, broken),) = corpus_module.check_files([collection], "tda")
    assert (first["hand"], first["status"]) == ("1", "verified")
    assert broken["status"] == "failed"
    assert "not valid TOML" in broken["reason"]


def _garbage_server() -> tuple[str, socket.socket]:
    """A local address where something answers, but not Dask: it sends bytes and hangs up."""
    server = socket.create_server(("127.0.0.1", 0))

    def answer() -> None:
        while True:
            try:
                connection, _ = server.accept()
            except OSError:
                return
            with connection:
                connection.sendall(b"\xff" * 64)

    threading.Thread(target=answer, daemon=True).start()
    return f"tcp://127.0.0.1:{server.getsockname()[1]}", server


@pytest.mark.parametrize("address", ["nonsense://x", "", "tcp://127.0.0.1:1", "tcp://127.0.0.1:99999", "garbage"])
def test_a_scheduler_that_cannot_be_reached_is_one_line(
    address: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(corpus_module, "CONNECT_SECONDS", 1)
    server = None
    if address == "garbage":
        address, server = _garbage_server()
    try:
        assert main(["check", str(DATA / "1.phh"), "--scheduler", address]) == 2
    finally:
        if server is not None:
            server.close()
    (line,) = capsys.readouterr().err.strip().splitlines()
    assert line.startswith(f"pokerfloor check: cannot reach the Dask scheduler {address!r}: ")


# -- simulate ----------------------------------------------------------------------------------


def test_a_policy_that_is_not_one_is_named_in_one_line() -> None:
    run = _run("simulate", "--hands", "5", "--policy", "math:sqrt")
    assert run.returncode == 2
    (line,) = run.stderr.decode().splitlines()
    assert line.startswith("pokerfloor simulate: policy math:sqrt raised TypeError: ")


def _returns_nothing(*_: object) -> None:
    return None


def _raises_far_too_much(*_: object) -> Action:
    return Action(Kind.RAISE, 10**9)


@pytest.mark.parametrize(
    ("policy", "said"),
    [
        (_returns_nothing, "_returns_nothing chose None, which cannot be played: "),
        (_raises_far_too_much, "_raises_far_too_much chose raise 1000000000, "),
    ],
)
def test_a_policy_that_returns_no_playable_action_is_named(policy: object, said: str) -> None:
    with pytest.raises(SituationError) as caught:
        simulate(hands=3, seed=1, policy=policy)  # type: ignore[arg-type]
    assert caught.value.code == "bad-policy"
    assert str(caught.value).startswith(f"policy {__name__}:{said}")


def test_a_negative_number_of_hands_is_refused() -> None:
    # Split into batches of 2,000, -5 hands played 1,995.
    with pytest.raises(SituationError) as caught:
        simulate(hands=-5)
    assert caught.value.code == "bad-field"
