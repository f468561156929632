import Foundation
import Testing
@testable import InterfaceBuilder

/// `IBDocument.read(data:)` reads a `Data` in place, without copying it (`SourceBytes`, issue 14, seventeenth round):
/// the document keeps the caller's `Data` and decodes its values from it when asked, so nothing the caller does with
/// its own copy afterwards may reach the document.
struct ReadingDataInPlaceTests {
    private static let xib = ReadingSamples.xib(#"""
        <view id="root" customClass="ProfileView" userLabel="Profile" contentMode="scaleToFill">
          <rect key="frame" x="0" y="0" width="320" height="480"/>
        </view>
        """#)

    @Test("A document read from Data keeps its values after the caller overwrites and drops its Data")
    func documentOutlivesTheCallersData() throws {
        // Given a document read from a Data far larger than the size that is copied
        var data = Data(Self.xib.utf8)
        #expect(data.count > SourceBytes.inlineLimit)
        let document = try IBDocument.read(data: data, fileName: "Profile.xib")

        // When the caller overwrites every byte of its Data, then lets it go
        data.resetBytes(in: 0 ..< data.count)
        data = Data()

        // Then the document's lazily decoded values are still the file's
        let root = try #require(document.objects.first { $0.id == "root" })
        #expect(root.customClass == "ProfileView")
        #expect(root.userLabel == "Profile")
        #expect(root.frame?.height == 480)
    }

    @Test("A slice of a larger Data reads as the bytes of the slice only")
    func sliceOfLargerDataReadsItsOwnBytes() throws {
        // Given the document's bytes in the middle of a larger buffer
        let padding = Data(repeating: 0x41, count: 100)
        let whole = padding + Data(Self.xib.utf8) + padding
        let slice = whole[100 ..< 100 + Self.xib.utf8.count]

        // When the slice is read
        let document = try IBDocument.read(data: slice, fileName: "Slice.xib")

        // Then it is the document the slice holds
        #expect(document.objects.first { $0.id == "root" }?.customClass == "ProfileView")
    }

    @Test("A Data at or under the copy size still reads, and names its problem")
    func smallDataIsCopiedAndStillDiagnosed() {
        // Given a Data of a few bytes of white space (kept inside the Data value, so copied)
        let data = Data("  \n ".utf8)
        #expect(data.count <= SourceBytes.inlineLimit)

        // When it is read, then the empty-file error names the file
        #expect(throws: IBReadError.self) { try IBDocument.read(data: data, fileName: "Blank.xib") }
        do {
            _ = try IBDocument.read(data: data, fileName: "Blank.xib")
        } catch {
            #expect(error.file == "Blank.xib")
            #expect(error.message.lowercased().contains("empty"))
        }
    }
}
