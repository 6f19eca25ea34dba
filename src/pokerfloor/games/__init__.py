"""Games as data: the cards and the deck (:mod:`~pokerfloor.games.cards`), the variants and their
registry (:mod:`~pokerfloor.games.variants`), how hands are ranked
(:mod:`~pokerfloor.games.evaluation`) and who opens a stud street from the cards showing
(:mod:`~pokerfloor.games.showing`). Code asks a variant's description, never its name."""
