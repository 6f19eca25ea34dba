"""The live table: what players say and the chips they push, ruled as the actions they amount to
(:mod:`~pokerfloor.live.declarations`)."""
