import Foundation
import Testing
@testable import InterfaceBuilder
import TestScratch

@Suite(.enabled(if: NibGolden.available))
struct CompilerGoldenComparisonTests {
    private func compiled() throws -> CompiledStoryboard {
        let document = try IBDocument.read(contentsOf: NibGolden.storyboard)
        return try StoryboardCompiler.compile(document)
    }

    @Test("Compiling the golden storyboard gives ibtool's file names")
    func sameFileNames() throws {
        let storyboard = try compiled()

        let names = Set(storyboard.nibs.map { $0.name + ".nib" })

        #expect(names == Set(NibGolden.nibNames))
    }

    @Test("Compiling the golden storyboard gives ibtool's Info.plist content")
    func sameInfoPlist() throws {
        let storyboard = try compiled()

        let ours = BinaryPropertyList.data(storyboard.infoPlist)
        let mine = try PropertyListSerialization.propertyList(from: ours, format: nil) as? NSDictionary
        let theirs = try PropertyListSerialization.propertyList(from: NibGolden.data("Info.plist"), format: nil) as? NSDictionary

        #expect(mine == theirs)
        #expect(ours.count == (try NibGolden.data("Info.plist")).count)
    }

    @Test("Every compiled nib uses ibtool's classes and keys", arguments: NibGolden.nibNames)
    func sameVocabulary(name: String) throws {
        let storyboard = try compiled()
        let expected = try NibGolden.graph(name)

        let actual = NibObjectGraph(try #require(storyboard.nib(named: String(name.dropLast(4)))))
        let comparison = NibComparison(expected: expected, actual: actual)

        #expect(comparison.hasSameVocabulary, "\(name):\n\(comparison.differences.joined(separator: "\n"))")
    }

    @Test("Every compiled nib has ibtool's object graph: same objects, keys and values", arguments: NibGolden.nibNames)
    func sameGraph(name: String) throws {
        let storyboard = try compiled()
        let expected = try NibGolden.graph(name)

        let actual = NibObjectGraph(try #require(storyboard.nib(named: String(name.dropLast(4)))))
        let comparison = NibComparison(expected: expected, actual: actual)

        #expect(comparison.isEqual, "\(name):\n\(comparison.differences.joined(separator: "\n"))")
        #expect(actual.objects.count == expected.objects.count)
    }

    @Test("Compiling to a folder writes Info.plist and every nib, each a valid NIBArchive")
    func writesFolder() throws {
        let document = try IBDocument.read(contentsOf: NibGolden.storyboard)
        let folder = TestScratch.shared.file("nib", extension: "storyboardc")
        defer { try? FileManager.default.removeItem(at: folder) }

        try StoryboardCompiler.compile(document, to: folder)

        let files = Set(try FileManager.default.contentsOfDirectory(atPath: folder.path))
        #expect(files == Set(NibGolden.nibNames + ["Info.plist"]))
        for name in NibGolden.nibNames {
            #expect(throws: Never.self) { try NibArchive(data: Data(contentsOf: folder.appendingPathComponent(name))) }
        }
    }
}
