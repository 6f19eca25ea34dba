"""What the tests of each site's reader ask alike of its sample files (tests/data/SITE): that a
file is told by its text, whatever its name; that every hand verifies; that a changed amount
fails; that the hands convert to each format and verify again."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import Any

import pytest

from pokerfloor.checking.sites import Verdict, check, check_site_file
from pokerfloor.cli.commands import main
from pokerfloor.formats.sites.files import holds_site_hands, site_reader, site_readings
from pokerfloor.formats.sites.hand import SiteHand
from pokerfloor.rules import rulebook


def told_from_the_text(sample: Path, renamed: Path, reader: object, site: str, hands: int) -> None:
    """``sample``'s text, copied to ``renamed`` (a name as the site writes its files), is told as
    the site's by its text: its ``reader`` reads it, each of its ``hands`` named the ``site``'s."""
    renamed.write_text(sample.read_text())
    assert holds_site_hands(renamed) and site_reader(sample.read_text()) is reader
    assert [h.site for h in site_readings(renamed)] == [site] * hands  # type: ignore[union-attr]


def every_hand_verified(paths: Iterable[Path], hands: int) -> list[dict[str, Any]]:
    """Each hand of the files verified (``hands`` in all), under the TDA's rules: their results,
    for what a test asks of their notes."""
    results = [result for path in paths for result in check_site_file(str(path), "tda")]
    assert [r["status"] for r in results] == ["verified"] * hands, results
    return results


def failed(hand: SiteHand) -> Verdict:
    """The verdict on ``hand``, a hand changed so that it cannot verify: failed."""
    verdict = check(hand, rulebook("tda"))
    assert verdict.status == "failed", verdict
    return verdict


def converted_and_checked(
    folder: Path, target: str, suffix: str, hands: int, *, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> tuple[int, str]:
    """The sample files of ``folder`` converted to ``target`` (a file ``converted.SUFFIX``), whose
    ``hands`` all verify again; the conversion's exit code and what it said on stderr."""
    code = main(["convert", "--to", target, str(folder)])
    out, err = capsys.readouterr()
    converted = tmp_path / f"converted.{suffix}"
    converted.write_text(out)
    assert main(["check", str(converted)]) == 0
    assert f"{hands} checked: {hands} verified" in capsys.readouterr().out
    return code, err
