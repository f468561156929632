// On Linux, `import UIKit` brings in HeadlessUIKit, so iOS code compiles unchanged.
@_exported import HeadlessUIKit
@_exported import Foundation
