"""A redirected attack whose defender leaves play (MC-DEFEND-14, MC-DEFEND-16,
MC-DEFEND-17), built with the public position builder."""

from __future__ import annotations

from mc_helpers import MARIA_HILL, STRENGTH, act, hp, identity, kind, labels, pass_windows, rules

from rulebound.games.marvel_champions.position import (
    InPlay,
    Position,
    Side,
    build_position,
    start_activation,
)

CONCUSSIVE_BLAST = "01154"  # Boost: 1 damage to each character you control
COUNTER_PUNCH = "01077"  # after your hero defends: damage equal to its ATK


@rules("MC-DEFEND-14", "MC-DEFEND-16", "MC-DEFEND-17", "MC-EATTACK-13")
def test_the_defender_leaves_play_and_the_damage_goes_to_the_new_targets_hero() -> None:
    """Rhino attacks Captain Marvel (seat 1); she declines to defend and Spider-Man's
    player defends with Maria Hill (1 hit point left). The defending player is the
    target now, so the boost's "you" is that player: Concussive Blast deals 1 damage
    to Maria Hill, who is defeated, and to Spider-Man. The attack is then undefended
    and its damage goes to the target's hero, Spider-Man, not to Captain Marvel."""
    s = build_position(
        Position(
            players=[
                Side("spider-man", form="hero", play=[InPlay(MARIA_HILL, damage=1)]),
                Side("captain-marvel", form="hero"),
            ],
            encounter_top=[CONCUSSIVE_BLAST],
        )
    )
    maria = next(u for u in s.play if s.card(u).code == MARIA_HILL)
    spider, carol = hp(s, 0), hp(s, 1)
    start_activation(s, seat=1, kind="attack")
    pass_windows(s)
    act(s, "defend", "no defender")  # Captain Marvel, the attacked player
    act(s, "defend", "Maria Hill")  # Spider-Man's player steps in
    while kind(s) in ("interrupt", "response"):
        pass_windows(s)
    assert not s.units[maria].in_play  # defeated by the boost, before the damage
    assert hp(s, 1) == carol  # nothing reaches Captain Marvel
    assert hp(s, 0) == spider - 1 - 2  # the boost's 1, then Rhino's undefended ATK 2
    assert not s.units[identity(s, 0)].exhausted  # the hero did not defend


@rules("MC-DEFEND-17")
def test_an_ally_defender_gone_before_the_damage_is_no_hero_defending() -> None:
    """Maria Hill defends and falls to the boost: the attack is undefended, so no
    "after your hero defends" response (Counter-Punch) is offered, though the hero
    then takes the damage."""
    s = build_position(
        Position(
            players=[
                Side(
                    "spider-man",
                    form="hero",
                    hand=[COUNTER_PUNCH, STRENGTH],
                    play=[InPlay(MARIA_HILL, damage=1)],
                )
            ],
            encounter_top=[CONCUSSIVE_BLAST],
        )
    )
    start_activation(s, seat=0, kind="attack")
    pass_windows(s)
    act(s, "defend", "Maria Hill")
    offered: list[str] = []
    while kind(s) in ("interrupt", "response"):
        offered += labels(s)
        pass_windows(s)
    assert not any("Counter-Punch" in text for text in offered)
    assert hp(s, 0) == 10 - 1 - 2  # the boost's 1, then the undefended ATK 2
