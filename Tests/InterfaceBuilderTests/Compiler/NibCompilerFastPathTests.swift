import Foundation
import Testing
@testable import InterfaceBuilder

/// The compiler's fast paths (issue 14) must give exactly what the plain ways give: the same table index for the same
/// name whatever the string's form, the same bytes for geometry and strings, the same nib name as `URL`.
struct NibCompilerFastPathTests {
    /// `text` with the same content, kept in heap storage instead of inside the `String` (as some APIs return it).
    private static func heapCopy(_ text: String) -> String {
        var copy = String()
        copy.reserveCapacity(64)
        copy.append(contentsOf: text)
        return copy
    }

    private static func isSmall(_ text: String) -> Bool {
        unsafeBitCast(text, to: (UInt64, UInt64).self).1 & (1 << 61) != 0
    }

    @Test func aNameInternsToOneIndexWhetherSmallOrInHeapStorage() {
        // Given names of every length up to 20 bytes, each as a small string and as a heap copy
        let names = (0 ... 20).map { String("UIViewSemanticContent".prefix($0)) } + ["é", "NSColor", "UINibEncoderEmptyKey"]
        let copies = names.map(Self.heapCopy)
        let smallNames = names.filter { $0.utf8.count <= 15 }
        #expect(smallNames.allSatisfy { Self.isSmall($0) })
        #expect(!copies.contains { Self.isSmall($0) })

        // When the small forms are interned, then the heap copies
        var table = NibStringTable()
        let first = names.map { table.intern($0) }
        let second = copies.map { table.intern($0) }

        // Then each name got a new index once, and its copy found the same index
        let firstIndices = first.map { $0.index }
        let secondIndices = second.map { $0.index }
        #expect(firstIndices == Array(0 ..< names.count))
        #expect(first.allSatisfy { $0.inserted })
        #expect(secondIndices == firstIndices)
        #expect(second.allSatisfy { !$0.inserted })
    }

    @Test func geometryAndStringBytesMatchThePlainEncoding() {
        // Given doubles and texts
        // When they are encoded by the fast paths
        // Then the bytes are those of the array form and of `Data(text.utf8)`
        #expect(NibGeometry.data(1.5, -2) == NibGeometry.data([1.5, -2]))
        #expect(NibGeometry.data(0, 0, 320, 44.5) == NibGeometry.data([0, 0, 320, 44.5]))
        #expect(NibGeometry.data(1, 2).count == 17 && NibGeometry.data(1, 2).first == NibGeometry.doubleArrayTag)
        for text in ["", "a", "0.5 0.5 0.5", "Hello, wörld — a longer label text than fits inline"] {
            #expect(NibBytes.data(text) == Data(text.utf8))
            #expect(NibBytes.data(Self.heapCopy(text)) == Data(text.utf8))
        }
    }

    @Test func aNibIsNamedAsURLNamesItsFile() {
        // Given file names with and without folders, extensions and odd characters
        let names = ["Main.xib", "Views/Cell.xib", "/tmp/a/b/Launch Screen.xib", "NoExtension", ".hidden", "a.b.xib",
                     "dir.d/file", "x/", "Cell.xib2", "Name.XIB", "a/.xib", "Ünïcode.xib", "", "My View.xib",
                     "Xib with ViewController.xib", "a/ .xib", "a/name .xib", "a/b c%20d.xib", "x/ a b .xib"]
        // When the compiler names their nibs
        // Then each name is URL's last path component without its extension
        for name in names {
            #expect(NibCompiler.nibName(of: name) == URL(fileURLWithPath: name).deletingPathExtension().lastPathComponent, "\(name)")
        }
    }
}

extension NibCompilerFastPathTests {
    @Test func classNamesAndAttachmentKeysAreCapitalizedAsBefore() {
        // Given element kinds and keys, ASCII and not
        // When the compiler names their classes and attachment keys
        // Then the names are `UI` + the capitalized name, as the Unicode-aware way writes them
        for name in ["view", "button", "tableViewCell", "x", "navigationItem", "écran", "Already", "9lives"] {
            let expected = "UI" + (name.first.map { $0.uppercased() } ?? "") + name.dropFirst()
            #expect(NibNames.viewClass(forKind: name) == expected, "\(name)")
            #expect(NibNames.attachmentKey(name) == expected, "\(name)")
        }
        #expect(NibNames.attachmentKey("") == "UIChildren" && NibNames.viewClass(forKind: "") == "NSObject")
    }
}

extension NibCompilerFastPathTests {
    @Test func aLongLiteralIsFoundAgainThroughItsCacheAndAsACopy() {
        // Given long literals (immortal strings, answered from the literal cache after their first use) and copies
        let literals = ["UIViewSemanticContentAttribute", "UIViewLargeContentStoredProperties", "UINibEncoderEmptyKey"]
        #expect(unsafeBitCast(literals[0], to: (UInt64, UInt64).self).1 >> 60 == 0b1000)
        var table = NibStringTable()

        // When each is interned twice, then as a heap copy, then the first again
        let firstUse = literals.map { table.intern($0).index }
        let again = literals.map { table.intern($0) }
        let copies = literals.map { table.intern(Self.heapCopy($0)) }

        // Then every use finds the index of the first, and nothing was added twice
        #expect(firstUse == [0, 1, 2])
        #expect(again.map { $0.index } == firstUse && again.allSatisfy { !$0.inserted })
        #expect(copies.map { $0.index } == firstUse && copies.allSatisfy { !$0.inserted })
        #expect(table.intern("UIOther-\(literals.count)").index == 3)
    }
}

extension NibCompilerFastPathTests {
    @Test func everyFallbackClassIsFoundByTheSwitch() {
        // Given the table of classes ibtool records with a fallback, and class names that have none
        let others = ["UIView", "UILabel", "NSObject", "UIColorX", "UIFonts", "_UILayoutGuid_", "UITableViewCellContentVie_"]

        // When the switch is asked for each
        // Then it answers exactly as the table does
        for (name, fallback) in NibArchiveBuilder.fallbackClasses {
            #expect(NibArchiveBuilder.fallbackClass(of: name) == fallback, "\(name)")
        }
        for name in others { #expect(NibArchiveBuilder.fallbackClass(of: name) == nil, "\(name)") }
    }
}
