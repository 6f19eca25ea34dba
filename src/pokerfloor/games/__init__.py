"""Games as data: the cards and deck of each variant, how hands are ranked, and (to come) the
variants themselves, their streets and forced bets, found by name in a registry."""
