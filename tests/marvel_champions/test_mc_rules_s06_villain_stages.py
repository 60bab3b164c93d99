"""Rule coverage, section 6.5: a villain defeated in the middle of its own activation."""

from __future__ import annotations

from mc_helpers import act, hand, hp, kind, labels, put, rules

from rulebound.games.marvel_champions.position import (
    Position,
    Side,
    build_position,
    start_activation,
)

CHARGE, BLACK_WIDOW, GENIUS = "01099", "01075", "01089"


@rules("MC-VILLAINDEF-08")
def test_a_villain_defeated_by_retaliate_goes_on_with_its_attack_as_the_next_stage() -> None:
    """Rhino I (1 hit point left, with Charge) attacks Black Panther, whose Retaliate 1
    defeats him: Rhino II (same name) takes over the activation, keeps Charge, and
    Charge is discarded when the attack ends."""
    s = build_position(
        Position(
            [Side("black-panther", form="hero", exhausted=True)],
            villain_damage=13,
            villain_attachments=[CHARGE],
            encounter_top=["01186"],  # the boost card: Advance, no boost icon
        )
    )
    charge = next(u for u in s.play if s.name(u) == "Charge")
    put(s, BLACK_WIDOW)  # an interrupt to stop at when Breakin' & Takin' is revealed
    hand(s, GENIUS)
    start_activation(s, 0, "attack")
    while not (kind(s) == "interrupt" and any("Black Widow" in x for x in labels(s))):
        act(s, kind(s), "no defender" if kind(s) == "defend" else "pass")
    # Rhino II's When Revealed, in the middle of the attack
    assert s.view(0)["villain"]["stage"] == "II"
    assert s.units[charge].in_play and s.units[charge].host == s.villain
    while kind(s) != "turn":
        act(s, kind(s), "pass")
    assert not s.units[charge].in_play  # "at the end of this attack"
    assert hp(s) == 11 - 5  # ATK 2 + 3 from Charge, Advance adds nothing
