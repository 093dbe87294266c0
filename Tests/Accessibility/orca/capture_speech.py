"""A speech server for Orca that makes no sound and appends every utterance, one JSON object a line, to the file
$ORCA_SPEECH_CAPTURE names: {"t": seconds since the epoch, "kind": "speak" | "key" | "char", "text": ...}.

Orca 43 imports the module its settings name as `speechServerFactory`; Debian's /usr/bin/orca puts the preferences
folder (`-u DIR`) first on the module path, so test_orca.py copies this file there and names it in the settings.
What is recorded is the text Orca hands its speech server: what its debug log shows as "SPEECH OUTPUT".
"""

import json
import os
import time

from orca import speechserver


def _record(kind, text):
    path = os.environ.get("ORCA_SPEECH_CAPTURE")
    if path and text:
        with open(path, "a", encoding="utf-8") as capture:
            capture.write(json.dumps({"t": time.time(), "kind": kind, "text": text}) + "\n")


class SpeechServer(speechserver.SpeechServer):
    """One server for every voice: it records and stays silent."""

    _instance = None

    @staticmethod
    def getFactoryName():
        return "Recorded speech (tests)"

    @staticmethod
    def getSpeechServers():
        return [SpeechServer.getSpeechServer()]

    @staticmethod
    def getSpeechServer(info=None):
        if SpeechServer._instance is None:
            SpeechServer._instance = SpeechServer()
        return SpeechServer._instance

    @staticmethod
    def shutdownActiveServers():
        pass

    def getInfo(self):
        return ["Recorded speech", "recorded"]

    def getVoiceFamilies(self):
        return []

    def speak(self, text=None, acss=None, interrupt=True):
        if isinstance(text, str):
            _record("speak", text)

    def speakCharacter(self, character, acss=None):
        _record("char", character)

    def speakKeyEvent(self, event, acss=None):
        _record("key", event.getKeyName())

    def sayAll(self, utteranceIterator, progressCallback):
        for context, _ in utteranceIterator:
            _record("speak", context.utterance)
