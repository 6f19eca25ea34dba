"""Checking hand histories against the rules: a replayed PHH hand judged against its record
(:mod:`~pokerfloor.checking.phh_verdict`), a site's hand replayed and compared
(:mod:`~pokerfloor.checking.sites`), the site's rake (:mod:`~pokerfloor.checking.rake`), whole
corpora in parallel or on Dask
(:mod:`~pokerfloor.checking.corpus`) and their summary (:mod:`~pokerfloor.checking.summary`),
a situation file's ``expect`` against its ruling (:mod:`~pokerfloor.checking.expectations`), and
hands converted between the formats once they check (:mod:`~pokerfloor.checking.convert`)."""
