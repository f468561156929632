// headless-rewrite INPUT.swift OUTPUT.swift [--context FILE.swift…] [--print-main-class] [--main-class-file PATH]
//
// Writes a copy of an iOS app's Swift file that compiles on Linux against HeadlessUIKit (see SourceRewriter).
// Notes go to standard error as `file:line:column: severity: message`; the exit status is 1 if any is an error
// (the output is written all the same) and 2 if the files cannot be read or written or the arguments are wrong.
//
// --context FILE…       the app's other Swift files, read for the optional requirements of their @objc protocols
//                       (so that `x?.f?(…)` calling another file's requirement is told from an optional closure)
// --print-main-class    prints the app delegate class the file starts the app with (@UIApplicationMain, @main,
//                       main.swift's UIApplicationMain), or nothing, to standard output
// --main-class-file P   writes that class name (a line, or an empty file) to P
import Foundation
import SourceRewriter

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(2)
}

let usage = "usage: headless-rewrite INPUT.swift OUTPUT.swift [--context FILE.swift…] [--print-main-class] [--main-class-file PATH]"
var positional: [String] = []
var contextFiles: [String] = []
var printMainClass = false
var mainClassFile: String?
var readingContext = false
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--context": readingContext = true
    case "--print-main-class": printMainClass = true; readingContext = false
    case "--main-class-file":
        guard let path = arguments.popFirst() else { fail(usage) }
        mainClassFile = path
        readingContext = false
    case _ where argument.hasPrefix("--"): fail(usage)
    default:
        if readingContext { contextFiles.append(argument) } else { positional.append(argument) }
    }
}
guard positional.count == 2 else { fail(usage) }
let input = positional[0], output = positional[1]

func read(_ path: String) -> String {
    do {
        return try String(contentsOfFile: path, encoding: .utf8)
    } catch {
        fail("\(path):1:1: error: cannot read: \(error.localizedDescription)")
    }
}

let source = read(input)
let context = RewriteContext.scanning(contextFiles.filter { $0 != input }.map(read))
let result = SourceRewriter.rewrite(source, fileName: input, context: context)
for note in result.notes where note.severity != .note {
    FileHandle.standardError.write(Data("\(note)\n".utf8))
}
do {
    try result.text.write(toFile: output, atomically: true, encoding: .utf8)
    if let mainClassFile {
        try (result.applicationMainClass.map { $0 + "\n" } ?? "").write(toFile: mainClassFile, atomically: true, encoding: .utf8)
    }
} catch {
    fail("\(output):1:1: error: cannot write: \(error.localizedDescription)")
}
if printMainClass, let name = result.applicationMainClass { print(name) }
exit(result.failures.isEmpty ? 0 : 1)
