"""Framework integrations: callbacks that tell steplens where a training step
begins and ends when a framework owns the loop.

- ``steplens.integrations.hf.StepLensCallback``: Hugging Face ``Trainer``.

Under ``steplens run`` they are attached without any change to the script
(``steplens._auto``); import them to attach them yourself.
"""
