"""When card abilities may be used or trigger, checked both ways: Thermal Detonator's
"needs a Yellow character", Bala-Tik and General Grievous only for an opponent's
character, Hidden In Shadow only on an unshielded character, My Kind of Scum only for
resources an opponent really lost to your disrupt. Found by the mutation sample of the
card-script modules (docs/mutation-samples/mut-swd.md): the every-card check sees that
each card does something, not when it must not."""

from __future__ import annotations

from swd_helpers import (
    FINN,
    KYLO,
    REY,
    TAKE_COVER,
    TROOPER,
    Side,
    has_option,
    position,
    put_in_pool,
    resolve,
    uid,
)

THERMAL_DETONATOR, BALA_TIK, GRIEVOUS = "01067", "01019", "01003"
HIDDEN_IN_SHADOW, MY_KIND_OF_SCUM, HAN = "01090", "01100", "01046"
STORMTROOPER = "01002"
HAND, DECK = [TAKE_COVER, "01084"], [TAKE_COVER] * 6


def test_thermal_detonator_needs_a_yellow_character_of_yours() -> None:
    for character, playable in ((FINN, True), (REY, False)):
        s = position(
            Side(characters=[character], hand=[THERMAL_DETONATOR], resources=3),
            Side(characters=[KYLO]),
        )
        assert has_option(s, "play Thermal Detonator") is playable, character


def test_bala_tik_stays_exhausted_when_his_own_side_loses_a_character() -> None:
    s = position(
        Side(characters=[KYLO], hand=HAND, deck=DECK),
        Side(characters=[BALA_TIK, STORMTROOPER], damage=[0, 6], exhausted=[BALA_TIK]),
    )
    put_in_pool(s, uid(s, "Kylo Ren"), 0)  # 1 melee
    resolve(s, "melee", "Kylo Ren die", TROOPER)
    assert not s.units[uid(s, "Bala-Tik")].ready
    assert s.decision().kind == "action" and s.decision().seat == 1  # nothing was asked


def test_grievous_is_not_offered_a_character_with_no_upgrade() -> None:
    s = position(
        Side(characters=[GRIEVOUS, FINN], hand=HAND, deck=DECK),
        Side(characters=[STORMTROOPER, KYLO], damage=[6], hand=HAND, deck=DECK),
    )
    put_in_pool(s, uid(s, "Finn"), 0)  # 1 ranged
    resolve(s, "ranged", "Finn die", TROOPER)
    assert s.decision().kind == "action" and s.decision().seat == 1  # nothing was asked


def test_hidden_in_shadow_is_usable_only_while_its_character_has_no_shield() -> None:
    for shields, usable in ((0, True), (1, False)):
        s = position(
            Side(characters=[REY], upgrades=[(HIDDEN_IN_SHADOW, 0)], shields=[shields]),
            Side(characters=[KYLO]),
        )
        assert has_option(s, "use Hidden In Shadow") is usable, shields


def test_my_kind_of_scum_waits_for_a_disrupt_of_yours_that_took_something() -> None:
    # (their Scum, your disrupt) and (your Scum, your disrupt against no resources)
    for scum, lost in ((1, 2), (0, 0)):
        s = position(
            Side(characters=[HAN], supports=[MY_KIND_OF_SCUM] * (scum == 0), deck=DECK),
            Side(characters=[KYLO], supports=[MY_KIND_OF_SCUM] * scum, resources=lost),
        )
        put_in_pool(s, uid(s, "Han Solo"), 2)  # 2 disrupt
        resolve(s, "disrupt", "Han Solo die")
        assert s.resources[1] == 0
        assert s.decision().kind == "action" and s.decision().seat == 1, scum  # not asked


def test_count_dooku_shields_only_himself() -> None:
    s = position(
        Side(characters=[REY], hand=HAND, deck=DECK),
        Side(characters=["01009", STORMTROOPER], hand=[TAKE_COVER], deck=DECK),
    )
    put_in_pool(s, uid(s, "Rey"), 0)  # 1 melee
    resolve(s, "melee", "Rey die", TROOPER)
    assert s.units[uid(s, TROOPER)].damage == 1 and len(s.hand[1]) == 1
    assert s.decision().kind == "action" and s.decision().seat == 1  # Dooku was not asked


def test_count_dooku_with_an_empty_hand_is_not_asked() -> None:
    s = position(
        Side(characters=[REY], hand=HAND, deck=DECK),
        Side(characters=["01009"], deck=DECK),
    )
    put_in_pool(s, uid(s, "Rey"), 0)  # 1 melee
    resolve(s, "melee", "Rey die", "Count Dooku")
    assert s.units[uid(s, "Count Dooku")].damage == 1
    assert s.decision().kind == "action" and s.decision().seat == 1  # nothing to discard
