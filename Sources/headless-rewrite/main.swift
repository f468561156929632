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
// --context-index J     reads the context from J, a JSON file `--scan-context` wrote (instead of --context files)
//
// headless-rewrite --scan-context J FILE.swift…
//   reads the app's files once for their declarations and writes the context to J (JSON), leaving J untouched when
//   it would not change, so that a build system reruns the rewrites that read it only when declarations changed
//   (the HeadlessApp plugin does this: one scan, then one rewrite per file).
import Foundation
import SourceRewriter

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(2)
}

let usage = """
    usage: headless-rewrite INPUT.swift OUTPUT.swift [--context FILE.swift… | --context-index J.json] [--print-main-class] [--main-class-file PATH]
           headless-rewrite --scan-context J.json FILE.swift…
    """
var positional: [String] = []
var contextFiles: [String] = []
var printMainClass = false
var mainClassFile: String?
var readingContext = false
var contextIndex: String?
var scanOutput: String?
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--context": readingContext = true
    case "--context-index", "--scan-context":
        guard let path = arguments.popFirst() else { fail(usage) }
        if argument == "--context-index" { contextIndex = path } else { scanOutput = path; readingContext = true }
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
func read(_ path: String) -> String {
    do {
        return try String(contentsOfFile: path, encoding: .utf8)
    } catch {
        fail("\(path):1:1: error: cannot read: \(error.localizedDescription)")
    }
}

if let scanOutput {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
    do {
        let data = try encoder.encode(RewriteContext.scanning(contextFiles.map(read)))
        if (try? Data(contentsOf: URL(fileURLWithPath: scanOutput))) != data {
            try data.write(to: URL(fileURLWithPath: scanOutput), options: .atomic)
        }
    } catch {
        fail("\(scanOutput):1:1: error: cannot write: \(error.localizedDescription)")
    }
    exit(0)
}

guard positional.count == 2 else { fail(usage) }
let input = positional[0], output = positional[1]

let source = read(input)
var context = RewriteContext.scanning(contextFiles.filter { $0 != input }.map(read))
if let contextIndex {
    do {
        context.formUnion(try JSONDecoder().decode(RewriteContext.self, from: Data(contentsOf: URL(fileURLWithPath: contextIndex))))
    } catch {
        fail("\(contextIndex):1:1: error: cannot read the context: \(error.localizedDescription)")
    }
}
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
