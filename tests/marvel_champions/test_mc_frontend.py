"""The front-end API for Marvel Champions: descriptions from the card data, what the
view shows a player weighing a choice, secrets kept from the partner, event kinds."""

from __future__ import annotations

import json
import re

from mc_helpers import (
    HYDRA_MERCENARY,
    JESSICA,
    SHOCKER,
    act,
    engage,
    game,
    hand,
    put,
    rules,
    start,
)

from rulebound import load_game
from rulebound.games.marvel_champions.cards import load_pool


def test_every_card_in_the_data_has_a_description() -> None:
    """Built from the data files alone: a card added there is described with no table."""
    from rulebound.games.marvel_champions.describe import card_description

    for card in load_pool().cards:
        d = card_description(card)
        assert d["name"] == card.name and d["text"] == card.text and d["text"]
        assert sum(card.resources.values()) == len(d["icons"])


def test_hand_cards_show_cost_and_resources_and_describe() -> None:
    s = start(form="hero")
    uid = hand(s, JESSICA)[0]
    view = s.view(0, describe=True)
    entry = next(c for c in view["players"][0]["hand_cards"] if c["name"] == "Jessica Jones")
    assert entry["id"] == f"c{uid}" and entry["cost"] == 3
    card = view["objects"][entry["id"]]
    assert card["kind"] == "ally" and card["stats"]["ATK"] == 2 and card["text"]
    assert s.describe(entry["id"], 0) == card
    assert entry["id"] not in s.view(-1, describe=True)["objects"]  # a hand is private


@rules("MC-ENGAGE-01")
def test_engaged_minions_show_hit_points_attack_and_scheme() -> None:
    s = start(form="hero")
    engage(s, HYDRA_MERCENARY)
    minion = s.view(0)["players"][0]["engaged_minions"][0]
    assert minion["name"] == "Hydra Mercenary"
    assert {"hit_points", "attack", "scheme"} <= set(minion)


def test_labels_and_log_name_cards_without_internal_numbers() -> None:
    s = start(form="hero")
    put(s, JESSICA)
    engage(s, SHOCKER)
    act(s, "turn", "Jessica Jones attacks")
    text = json.dumps(s.labels()) + "\n".join(s.log)
    assert not re.search(r"#\d", text)


def test_two_copies_in_play_are_told_apart_by_order() -> None:
    s = start(form="hero")
    engage(s, HYDRA_MERCENARY)
    engage(s, HYDRA_MERCENARY)
    act(s, "turn", "basic attack")
    assert sorted(s.labels().values())[:2] == ["Hydra Mercenary (1)", "Hydra Mercenary (2)"]


def test_mulligan_choice_is_not_told_to_the_partner() -> None:
    state = game(heroes="spider-man,captain-marvel").new_initial_state(seed=4)
    while state.decision().kind != "mulligan":
        state.apply_action(state.legal_actions()[0])
    decision = state.decision()
    for action in decision.options[1:]:
        assert state.public_action_string(action) == "chooses a card to mulligan"


def test_events_have_kinds_and_seat_names() -> None:
    g = load_game("marvel-champions", heroes="spider-man,captain-marvel")
    assert g.seat_name(0) == "Spider-Man (Peter Parker)"
    assert g.seat_name(1) == "Captain Marvel (Carol Danvers)"
    state = g.new_initial_state(seed=2)
    kinds = {e["kind"] for e in state.events_for(0)}
    assert "setup" in kinds and "info" not in kinds
