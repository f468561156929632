import Foundation
import Testing
@testable import InterfaceBuilder

struct ReadingFileErrorTests {
    @Test("A missing file is refused with a message a person can act on, naming the path")
    func missingFile() {
        let url = URL(fileURLWithPath: "/no/such/folder/Main.storyboard")

        let error = #expect(throws: IBReadError.self) { try IBDocument.read(contentsOf: url) }

        #expect(error?.description == "/no/such/folder/Main.storyboard: error: cannot read the file: no such file; check the path.")
    }

    @Test("A folder (such as a compiled .storyboardc) is refused, pointing at its source")
    func folderInsteadOfFile() {
        let folder = FileManager.default.temporaryDirectory

        let error = #expect(throws: IBReadError.self) { try IBDocument.read(contentsOf: folder) }

        #expect(error?.description.contains("it is a folder, not a file") == true)
    }
}
