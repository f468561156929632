import ArgumentParser
import Foundation
import InterfaceBuilder

/// `headless compile FILE -o OUT`: an open ibtool. A storyboard becomes a `.storyboardc` folder
/// (Info.plist and one nib per scene controller and controller view), a xib one `.nib`.
struct Compile: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Compile a .storyboard into a .storyboardc folder, or a .xib into a .nib (Apple's NIBArchive format).",
        discussion: "Exits 1 when the file cannot be read or compiled, with the error on standard error."
    )

    /// The .xib or .storyboard file.
    @Argument(help: "The .xib or .storyboard file.")
    var file: String

    /// Where to write: a .storyboardc folder or a .nib file (default: beside the input).
    @Option(name: .shortAndLong, help: "The output: a .storyboardc folder for a storyboard, a .nib file for a xib (default: beside the input).")
    var output: String?

    func run() throws {
        let input = URL(fileURLWithPath: file)
        do {
            let document = try IBDocument.read(contentsOf: input)
            let base = input.deletingPathExtension()
            switch document.kind {
            case .storyboard:
                let destination = URL(fileURLWithPath: output ?? base.appendingPathExtension("storyboardc").path)
                let compiled = try StoryboardCompiler.compile(document, to: destination)
                print("\(destination.path): \(compiled.nibs.count) nibs and Info.plist")
                report(compiled.notes.map { "\($0)" })
            case .xib:
                let destination = URL(fileURLWithPath: output ?? base.appendingPathExtension("nib").path)
                let (archive, notes) = try NibCompiler.compileWithNotes(document)
                try archive.data().write(to: destination)
                print("\(destination.path): \(archive.objects.count) objects")
                report(notes.map { "\($0)" })
            }
        } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            throw ExitCode(1)
        }
    }

    /// Prints what the compiler left out, so nothing is dropped silently.
    private func report(_ notes: [String]) {
        guard !notes.isEmpty else { return }
        print("not compiled (\(notes.count)):")
        for note in notes { print("  \(note)") }
    }
}
