"""The Core Set's errata (catalog `marvel-champions-faq.md`, section 3.1): the cards play
as corrected. Positions from the public position builder."""

from __future__ import annotations

from mc_helpers import act, identity, threat
from test_mc_cards_modular import by_name, pay

from rulebound.games.marvel_champions import position
from rulebound.games.marvel_champions.dsl import choose_scheme, exhaust_self, remove_threat
from rulebound.games.marvel_champions.model import MENTAL
from rulebound.games.marvel_champions.position import Position, Side, build_position, start_reveal
from rulebound.games.marvel_champions.state import McState

LAW_DIVISION, GENIUS = "01026", "01089"
DOOMSDAY_CHAIR, MODOK, ADVANCE = "01183", "01184", "01186"
TIGRA = "01051"


def _jennifer_confused() -> McState:
    return build_position(
        Position(
            players=[Side("she-hulk", "alter-ego", play=[LAW_DIVISION], hand=[GENIUS], confused=1)],
            main_threat=4,
        )
    )


def test_superhuman_law_division_is_no_thwart_so_confusion_does_not_cancel_it() -> None:
    """MC-ERRATA-CORE-01: its "(thwart)" label is removed. Jennifer Walters, confused, uses
    it: the 2 threat go, and the confused card stays."""
    s = _jennifer_confused()
    act(s, "turn", "Superhuman Law Division")
    pay(s, "Genius")
    assert threat(s) == 2
    assert s.units[identity(s)].confused == 1


def test_the_printed_thwart_label_on_a_support_would_be_canceled_by_confusion() -> None:
    """The card as first printed (made up here): a "(thwart)" label on a support counts as
    the identity's thwart (MC-LABEL-04), so a confused identity's use is canceled, its
    costs paid, and the confused card discarded (MC-LABEL-06, -07)."""
    s = _jennifer_confused()
    position.made_up_card(
        s,
        LAW_DIVISION,
        lambda c: c.action(
            choose_scheme(),
            remove_threat(2),
            cost=(exhaust_self(),),
            spend=(MENTAL, 1),
            form="alter-ego",
            label="thwart",
            text="remove 2 threat",
        ),
    )
    act(s, "turn", "Superhuman Law Division")
    pay(s, "Genius")
    assert threat(s) == 4
    assert s.units[identity(s)].confused == 0
    assert GENIUS not in [s.units[u].card for u in s.players[0].hand]  # the cost was paid


def test_the_doomsday_chair_finds_modok_by_his_corrected_title_in_the_discard_pile() -> None:
    """MC-ERRATA-CORE-02, MC-ERRATA-CORE-03: the minion is titled "M.O.D.O.K." and the side
    scheme searches for that title, here in the encounter discard pile."""
    s = build_position(Position(encounter_top=[ADVANCE], encounter_discard=[MODOK]))
    start_reveal(s, DOOMSDAY_CHAIR)
    modok = by_name(s, "M.O.D.O.K.")
    assert s.units[modok].engaged == 0
    assert "M.O.D.O.K." not in s.view(0)["encounter_discard"]


def test_an_allys_labeled_ability_is_the_allys_not_the_identitys() -> None:
    """MC-LABEL-06 cancels a labeled ability only for the identity: an ally acts for itself
    (a made-up ally Action labeled thwart; no Core ally has one). Jennifer Walters is
    confused; the ally's thwart goes through and the confused card stays."""
    s = build_position(
        Position(
            players=[Side("she-hulk", "alter-ego", play=[TIGRA], confused=1)],
            main_threat=4,
        )
    )
    position.made_up_card(
        s,
        TIGRA,
        lambda c: c.action(
            choose_scheme(), remove_threat(2), cost=(exhaust_self(),), label="thwart", text="x"
        ),
    )
    act(s, "turn", "Tigra")
    assert threat(s) == 2
    assert s.units[identity(s)].confused == 1
