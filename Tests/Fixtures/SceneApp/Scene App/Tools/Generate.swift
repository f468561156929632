// Not part of the app: the project keeps this file out of the target (a membership exception).
#error("Generate.swift is a tool, not part of Scene App")
