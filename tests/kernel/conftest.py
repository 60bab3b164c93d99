import pytest

from rulebound.kernel.game import _REGISTRY, register

from .pig import PigGame


@pytest.fixture(autouse=True, scope="session")
def _register_pig() -> None:
    if "pig-test" not in _REGISTRY:
        register(PigGame)
