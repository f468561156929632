import Testing
@testable import SourceRewriter

@Suite("The app's container")
struct ContainerStories {
    @Test("FileManager's user folders, NSSearchPathForDirectoriesInDomains and NSHomeDirectory ask the app's container")
    func containerFolders() {
        // Given the ways apps find their Documents folder
        let source = """
        static let DocumentsDirectory = FileManager().urls(for: .documentDirectory, in: .userDomainMask).first!
        let support = try FileManager.default.url(for: .applicationSupportDirectory, in: .userDomainMask, appropriateFor: nil, create: true)
        let paths = NSSearchPathForDirectoriesInDomains(.documentDirectory, .userDomainMask, true)
        let home = NSHomeDirectory()
        let other = session.urls(for: request)
        let temporary = NSTemporaryDirectory()
        """
        // Then each asks HeadlessUIKit's stand-in; other calls of the same names stay
        #expect(body(source) == """
        static let DocumentsDirectory = FileManager().headlessURLs(for: .documentDirectory, in: .userDomainMask).first!
        let support = try FileManager.default.headlessURL(for: .applicationSupportDirectory, in: .userDomainMask, appropriateFor: nil, create: true)
        let paths = HeadlessSearchPathForDirectoriesInDomains(.documentDirectory, .userDomainMask, true)
        let home = HeadlessHomeDirectory()
        let other = session.urls(for: request)
        let temporary = NSTemporaryDirectory()
        """)
    }
}

@Suite("Imports")
struct ImportStories {
    @Test("import Foundation becomes import UIKit, so HeadlessUIKit's Timer is not ambiguous; os.log becomes HeadlessOSLog")
    func imports() {
        let source = """
        import Foundation
        import UIKit
        import os.log
        import struct Foundation.URL
        """
        #expect(body(source) == """
        import UIKit
        import UIKit
        import HeadlessOSLog
        import struct Foundation.URL
        """)
    }
}
