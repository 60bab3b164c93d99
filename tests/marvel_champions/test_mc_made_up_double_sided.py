"""Double-sided cards (MC-DOUBLESIDED-02, -03, MC-MODE-DOUBLESIDED-01), made up with
``card_variant``: no Core card but the identities and main schemes has two faces, and
none has "Standard Mode Only" / "Expert Mode Only" sides."""

from __future__ import annotations

from mc_helpers import (
    BREAKIN,
    CROWD_CONTROL,
    WEB_SHOOTER,
    WEBBED_UP,
    identity,
    position,
    put,
    reveal,
    rules,
    start,
    with_card,
)

from rulebound.games.marvel_champions.state import McState


@rules("MC-DOUBLESIDED-02")
def test_a_double_sided_card_leaving_play_is_removed_from_the_game() -> None:
    s = start(form="hero")
    with_card(s, WEB_SHOOTER, back=WEBBED_UP)  # a made-up two-faced upgrade
    shooter = put(s, WEB_SHOOTER, host=identity(s))
    position.discard_from_play(s, shooter)
    assert shooter in s.removed and shooter not in s.players[0].discard


def _mode_sides(s: McState) -> None:
    """Breakin' & Takin' is the Standard Mode Only side of Crowd Control."""
    standard = s.game.pool.by_code[BREAKIN]
    expert = s.game.pool.by_code[CROWD_CONTROL]
    with_card(s, BREAKIN, back=CROWD_CONTROL, flags=standard.flags | {"standard_side"})
    with_card(s, CROWD_CONTROL, back=BREAKIN, flags=expert.flags | {"expert_side"})


@rules("MC-DOUBLESIDED-03", "MC-MODE-DOUBLESIDED-01")
def test_a_mode_sided_card_enters_play_on_its_standard_side() -> None:
    s = start()
    _mode_sides(s)
    uid = reveal(s, CROWD_CONTROL)
    assert s.units[uid].in_play and s.name(uid) == "Breakin' & Takin'"


@rules("MC-DOUBLESIDED-03", "MC-MODE-DOUBLESIDED-01")
def test_a_mode_sided_card_enters_play_on_its_expert_side_in_expert_mode() -> None:
    s = start(expert=True)
    _mode_sides(s)
    uid = reveal(s, BREAKIN)
    assert s.units[uid].in_play and s.name(uid) == "Crowd Control"
