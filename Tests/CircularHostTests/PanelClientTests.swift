import CircularControl
import CircularHost
import CircularPanel
import Glibc
import Testing

@testable import CircularRender

/// The panel client every backend drives, without a window: its events, values handed over from other threads,
/// layouts and accessible nodes.
@Suite struct PanelClientTests {
    /// Two knobs, "Gain" (0...1 at 0.25) and "Pan" (-1...1 at 0), in a row.
    static func twoKnobs() throws -> PanelClient {
        var client = PanelClient(controls: [try .knob("Gain", value: 0.25), try .knob("Pan", range: -1...1, value: 0)])
        client.layout(size: PixelSize(width: 400, height: 200), scale: 1)
        return client
    }

    @Test func anAnimatedValueIsReportedUntilItLandsOnItsTarget() throws {
        var client = try Self.twoKnobs()
        var events: [PartEvent] = []
        client.onEvent = { if case .part(let event) = $0 { events.append(event) } }
        _ = client.setValue(0.8, ofControl: 0, animated: true, at: 10)
        _ = client.setValue(-0.5, ofControl: 1, animated: true, at: 10)
        var time = 10.0
        while client.isAnimating, time < 20 {
            time += 1.0 / 60
            _ = client.advance(to: time)
        }
        #expect(!client.isAnimating)
        #expect(events.last { $0.name == "Gain" }?.value == 0.8)
        #expect(events.last { $0.name == "Pan" }?.value == -0.5)
        #expect(events.allSatisfy { $0.source == .program })
    }
}

extension PanelClientTests {
    @Test func valuesFromAnotherThreadArriveWithTheirEventsAndTheLatestWins() async throws {
        var client = try Self.twoKnobs()
        var events: [PartEvent] = []
        client.onEvent = { if case .part(let event) = $0 { events.append(event) } }
        // No pipe to poll until the remote is handed out.
        #expect(client.wakeDescriptor == nil)
        let remote = client.remote
        await Task.detached {
            for step in 1...100 { remote.setValue(Double(step) / 200, ofControl: 1) }
        }.value
        #expect(client.wakeDescriptor != nil)
        _ = client.takeHandedOverWork()
        #expect(client.panel.controls[1].value(of: nil) == 0.5)
        #expect(events.map(\.name) == ["Pan"])
        #expect(events.first?.source == .program)
        // Taken once: nothing is left for the next iteration.
        events.removeAll()
        #expect(client.takeHandedOverWork() == .nothing)
        #expect(events.isEmpty)
    }

    @Test func theRemoteRefusesWhatCannotBeApplied() throws {
        let client = try Self.twoKnobs()
        for bad in [Double.nan, .infinity, -.infinity] {
            #expect(!client.remote.setValue(bad, ofControl: 0))
        }
        #expect(!client.remote.setValue(0.5, ofControl: -1))
        #expect(!client.remote.setValue(0.5, ofControl: 1_000_000))
        #expect(!client.remote.setValue(0.5, ofControl: .max))
        #expect(client.remote.setValue(1e308, ofControl: 0))
    }

    @Test func extremeValuesAreClampedNotCorrupting() throws {
        var client = try Self.twoKnobs()
        client.remote.setValue(1e308, ofControl: 0)
        client.remote.setValue(-1e-310, ofControl: 1)
        _ = client.takeHandedOverWork()
        #expect(client.panel.controls[0].value(of: nil) == 1)
        #expect(client.panel.controls[1].value(of: nil).isFinite)
    }

    @Test func controlsAddedFromAnotherThreadGetLaidOutAndTakeValues() throws {
        var client = try Self.twoKnobs()
        let remote = client.remote
        for index in 0..<40 { remote.add(try .knob("Knob \(index)")) }
        #expect(client.takeHandedOverWork() == .all)
        #expect(client.controls.count == 42)
        // The row layout gave every control a cell of its own.
        let centers = Set(client.panel.controls.map { $0.configuration.geometry.center.x })
        #expect(centers.count == 42)
        // The slots grew with the controls.
        #expect(remote.setValue(0.75, ofControl: 41))
        _ = client.takeHandedOverWork()
        #expect(client.panel.controls[41].value(of: nil) == 0.75)
    }

    @Test func closeAndRestyleReachTheClient() throws {
        var client = try Self.twoKnobs()
        client.remote.changeLook(ofControl: 0) { $0.label = .percentage }
        client.remote.changeLook(ofControl: 9) { $0.label = .percentage }
        client.remote.close()
        #expect(!client.isCloseRequested)
        _ = client.takeHandedOverWork()
        #expect(client.panel.controls[0].label == .percentage)
        #expect(client.isCloseRequested)
    }

    @Test func aRangeTakesEachKnobFromItsOwnSlot() throws {
        let range = try CircularRangeModel(
            Configuration(min: 0, max: 100, geometry: RingGeometry(center: .zero, radius: 50, lineWidth: 8)),
            start: 20, end: 70)
        var client = PanelClient(
            controls: [WindowControl(name: "range", control: PanelControl(.range(range), appearance: .ring(.move)))])
        client.layout(size: PixelSize(width: 200, height: 200), scale: 1)
        client.remote.setValue(30, ofControl: 0, knob: .start)
        client.remote.setValue(60, ofControl: 0, knob: .end)
        _ = client.takeHandedOverWork()
        #expect(client.panel.controls[0].value(of: .start) == 30)
        #expect(client.panel.controls[0].value(of: .end) == 60)
        #expect(client.accessibleNodes.map(\.id) == ["range.start", "range.end"])
    }

    @Test func accessibleNodesNameEachKnobAndSetItsValue() throws {
        var client = try Self.twoKnobs()
        let nodes = client.accessibleNodes
        #expect(nodes.map(\.name) == ["Gain", "Pan"])
        #expect(nodes.map(\.role) == [.dial, .dial])
        #expect(nodes[1].minimum == -1 && nodes[1].maximum == 1)
        var events: [PartEvent] = []
        client.onEvent = { if case .part(let event) = $0 { events.append(event) } }
        _ = client.setAccessibleValue(0.5, ofNode: 1)
        _ = client.setAccessibleValue(0.5, ofNode: 7)
        #expect(client.panel.controls[1].value(of: nil) == 0.5)
        #expect(events.contains { $0.source == .accessibility && $0.name == "Pan" })
    }

    @Test func theRowLayoutGivesEachControlAnEqualCell() {
        let rings = ControlLayout.row.place(PixelSize(width: 300, height: 100), 2, 3)
        #expect(rings.map(\.center.x) == [50, 150, 250])
        #expect(rings.allSatisfy { $0.radius == 34 && $0.lineWidth == 12 })
        let grid = ControlLayout.grid(columns: 2).place(PixelSize(width: 200, height: 200), 1, 3)
        #expect(grid.map(\.center) == [Point(x: 50, y: 50), Point(x: 150, y: 50), Point(x: 50, y: 150)])
        #expect(ControlLayout.row.place(PixelSize(width: 0, height: 0), 1, 1).allSatisfy { $0.radius >= 4 })
    }
}

extension PanelClientTests {
    @Test(
        "At scale 2 the controls are laid out in logical pixels: the layout's rings halved, drawn at twice the size, a linear drag and the accessible extents in their own units"
    )
    func aScaleLaysTheControlsOutInLogicalPixels() throws {
        var configuration = Configuration(
            min: -90, max: 24, geometry: RingGeometry(center: Point(x: 100, y: 100), radius: 80, lineWidth: 16))
        configuration.linearDrag = .vertical
        configuration.linearDragDistance = 200
        let config = WindowControl(
            name: "Gain",
            control: PanelControl(
                .single(try CircularModel(configuration, value: 0)), appearance: WindowControl.knobAppearance))
        var atOne = PanelClient(controls: [config], layout: .grid(columns: nil, radius: 0.36, lineWidth: 0.075))
        atOne.layout(size: PixelSize(width: 320, height: 320), scale: 1)
        var atTwo = PanelClient(controls: [config], layout: .grid(columns: nil, radius: 0.36, lineWidth: 0.075))
        atTwo.layout(size: PixelSize(width: 320, height: 320), scale: 2)
        let drawnAtOne = atOne.panel.controls[0].configuration.geometry
        let logical = atTwo.panel.controls[0].configuration.geometry
        #expect(atTwo.panel.scale == 2)
        #expect(logical.radius == drawnAtOne.radius / 2 && logical.center == Point(x: 80, y: 80))
        #expect(atTwo.panel.drawnScene.controls[0].geometry.radius == drawnAtOne.radius)
        #expect(atTwo.accessibleNodes[0].extents == atOne.accessibleNodes[0].extents)
        // 40 logical pixels up (80 device pixels, as the host divides them) ask for 40 / 200 of the range.
        _ = atTwo.handle(.press(Point(x: 80, y: 90)), pointer: Point(x: 80, y: 90))
        _ = atTwo.handle(.move(Point(x: 80, y: 50)), pointer: Point(x: 80, y: 50))
        #expect(abs(atTwo.panel.controls[0].value(of: nil) - 22.8) < 1e-9)
    }

    @Test("A kept mouse at scale 1.5 is anchored on a whole device pixel, which a warp puts the pointer on exactly")
    func theKeptMouseIsAnchoredOnADevicePixel() {
        let pointer = VirtualPointer(pressedAt: Point(x: 10.2, y: 7.9), pixelsPerUnit: 1.5)
        #expect((pointer.anchor.x * 1.5).rounded() == 15 && (pointer.anchor.y * 1.5).rounded() == 12)
        // The pointer the host reads back after warping to device pixel (15, 12), divided by the scale.
        var moved = pointer
        moved.warped(to: Point(x: 15 / 1.5, y: 12 / 1.5))
        #expect(!moved.isAwayFromAnchor)
        #expect(
            VirtualPointer(pressedAt: Point(x: 1e308, y: -3.4), pixelsPerUnit: 16).anchor == Point(x: 1e308, y: -3.375))
    }
}

extension PanelClientTests {
    /// The client's part of a loop iteration, which both backends share: handed-over values first, then the due
    /// animation frame, both as damage inside the window; a close handed over is reported, not lost.
    @Test func aLoopIterationTakesHandedOverWorkThenTheDueFrameAndReportsClose() throws {
        var client = try Self.twoKnobs()
        var clock = ClientClock()
        let bounds = PixelRect(x: 0, y: 0, width: 400, height: 200)
        var pending: PixelRegion?
        #expect(!clock.takeWork(of: &client, now: 1, into: &pending, within: bounds))
        #expect(pending == nil)
        client.remote.setValue(0.9, ofControl: 0)
        _ = client.setValue(0.5, ofControl: 1, animated: true, at: 1)
        #expect(!clock.takeWork(of: &client, now: 1.5, into: &pending, within: bounds))
        #expect(client.panel.controls[0].value(of: nil) == 0.9)
        #expect(client.panel.controls[1].value(of: nil) != 0)
        let damage = try #require(pending)
        #expect(!damage.isEmpty)
        #expect(bounds.contains(damage.bounds))
        client.remote.close()
        #expect(clock.takeWork(of: &client, now: 2, into: &pending, within: bounds))
    }
}

extension PanelClientTests {
    /// Laying out makes what the first frame at that size draws with (the band maps and ring frames), so that a host
    /// laying out while it waits for the window system has it made: the frame then makes nothing more.
    @Test func aLayoutPreparesTheFrameAtItsSize() throws {
        let renderer = Renderer()
        var client = PanelClient(
            controls: [try .knob("Gain", value: 0.25), try .knob("Pan", range: -1...1, value: 0)], renderer: renderer)
        client.layout(size: PixelSize(width: 400, height: 200), scale: 1)
        let made = renderer.keptLayerCounts
        #expect(made.bandMaps == 2)
        var image = try PixelImage(width: 400, height: 200)
        let whole = PixelRegion(PixelRect(x: 0, y: 0, width: 400, height: 200))
        image.withPixelBuffer { client.render(into: $0, damage: whole) }
        #expect(renderer.keptLayerCounts == made)
    }
}

extension PanelClientTests {
    /// Once its first frame is shown, a client checks the label font that a kept match gave unchecked: one whose
    /// configuration changed since is matched again and everything is drawn anew; an unchanged one draws nothing more.
    @Test func aKeptFontMatchIsCheckedOnceTheFirstFrameIsShown() throws {
        var template = Array("/tmp/circular-host-XXXXXX".utf8CString)
        let folder = template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)!) }
        let cache = folder + "/cache"
        defer {
            unlink(folder + "/fonts.conf")
            if let directory = opendir(cache) {
                while let entry = readdir(directory) {
                    let name = withUnsafeBytes(of: entry.pointee.d_name) {
                        String(cString: $0.bindMemory(to: CChar.self).baseAddress!)
                    }
                    if name != "." && name != ".." { unlink(cache + "/" + name) }
                }
                closedir(directory)
            }
            rmdir(cache)
            rmdir(folder)
        }
        let configuration = folder + "/fonts.conf"
        fclose(fopen(configuration, "w"))
        let bold = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"
        for (recorded, redraw) in [(Int64(1), RedrawRequest.all), (nil, .nothing)] {
            // The configuration file's time when the match was kept: 1 (it changed since), or as it is now.
            let watched =
                recorded.map { FontMatchCache.Watched(path: configuration, modified: $0) }
                ?? FontMatchCache.watch(configuration)
            #expect(
                FontMatchCache(directory: cache).store(
                    FontMatchCache.Record(
                        family: "DejaVu Sans",
                        environment: String(decoding: FontMatchCache.currentEnvironment(), as: UTF8.self), file: bold,
                        watched: [watched, FontMatchCache.watch(bold)])))
            let renderer = Renderer(fontRequest: .family("DejaVu Sans"), cacheFolder: CacheFolder(directory: cache)) {
                _ in
            }
            renderer.beginLoadingLabelFont(verifyingKeptMatchLater: true)
            var client = PanelClient(controls: [try .knob("Gain", value: 0.25)], renderer: renderer)
            let size = PixelSize(width: 200, height: 200)
            client.layout(size: size, scale: 1)
            var image = try PixelImage(width: size.width, height: size.height)
            image.withPixelBuffer { client.render(into: $0, damage: PixelRegion(size.bounds)) }
            #expect(client.firstFramePresented() == redraw)
            #expect(client.firstFramePresented() == .nothing)
        }
    }
}
