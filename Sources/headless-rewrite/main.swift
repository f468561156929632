// headless-rewrite INPUT.swift OUTPUT.swift
//
// Writes a copy of an iOS app's Swift file that compiles on Linux against HeadlessUIKit (see SourceRewriter).
// Notes go to standard error as `file:line:column: severity: message`; the exit status is 1 if any is an error
// (the output is written all the same) and 2 if the files cannot be read or written.
import Foundation
import SourceRewriter

let arguments = CommandLine.arguments
guard arguments.count == 3 else {
    FileHandle.standardError.write(Data("usage: headless-rewrite INPUT.swift OUTPUT.swift\n".utf8))
    exit(2)
}
let input = arguments[1], output = arguments[2]
let source: String
do {
    source = try String(contentsOfFile: input, encoding: .utf8)
} catch {
    FileHandle.standardError.write(Data("\(input):1:1: error: cannot read: \(error.localizedDescription)\n".utf8))
    exit(2)
}
let result = SourceRewriter.rewrite(source, fileName: input)
for note in result.notes where note.severity != .note {
    FileHandle.standardError.write(Data("\(note)\n".utf8))
}
do {
    try result.text.write(toFile: output, atomically: true, encoding: .utf8)
} catch {
    FileHandle.standardError.write(Data("\(output):1:1: error: cannot write: \(error.localizedDescription)\n".utf8))
    exit(2)
}
exit(result.failures.isEmpty ? 0 : 1)
