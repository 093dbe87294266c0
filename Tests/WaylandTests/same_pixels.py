"""Whether a compositor's screenshot (grim's PPM) and the renderer's own image (the demo's --screenshot PNG) are the same
pixels: prints how many differ and exits 0 only when none does (and the sizes match).

usage: /usr/bin/python3 Tests/WaylandTests/same_pixels.py SCREEN.ppm REFERENCE.png
"""
import struct
import sys
import zlib


def ppm(path):
    data = open(path, 'rb').read()
    fields, position = [], 0
    while len(fields) < 4:
        while data[position:position + 1].isspace():
            position += 1
        if data[position:position + 1] == b'#':
            position = data.index(b'\n', position)
            continue
        end = position
        while not data[end:end + 1].isspace():
            end += 1
        fields.append(data[position:end])
        position = end
    width, height = int(fields[1]), int(fields[2])
    pixels = data[position + 1:]
    return width, height, [tuple(pixels[i:i + 3]) for i in range(0, width * height * 3, 3)]

def png(path):
    data = open(path, 'rb').read()
    position, chunks = 8, b''
    while position < len(data):
        length, kind = struct.unpack('>I4s', data[position:position + 8])
        body = data[position + 8:position + 8 + length]
        if kind == b'IHDR':
            width, height, depth, colour = struct.unpack('>IIBB', body[:10])
        elif kind == b'IDAT':
            chunks += body
        position += 12 + length
    channels = {2: 3, 6: 4}[colour]
    raw, stride, rows, previous = zlib.decompress(chunks), width * channels, [], bytearray(width * channels)
    for y in range(height):
        kind, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for x in range(stride):
            left = line[x - channels] if x >= channels else 0
            up, corner = previous[x], previous[x - channels] if x >= channels else 0
            if kind == 1: line[x] = (line[x] + left) & 255
            elif kind == 2: line[x] = (line[x] + up) & 255
            elif kind == 3: line[x] = (line[x] + (left + up) // 2) & 255
            elif kind == 4:
                p = left + up - corner
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                line[x] = (line[x] + (left if pa <= pb and pa <= pc else up if pb <= pc else corner)) & 255
        rows.append(line)
        previous = line
    return width, height, [tuple(row[x * channels:x * channels + 3]) for row in rows for x in range(width)]


def main():
    screen, reference = ppm(sys.argv[1]), png(sys.argv[2])
    if screen[:2] != reference[:2]:
        print(f"the screen is {screen[:2]}, the reference {reference[:2]}")
        sys.exit(1)
    differing = sum(1 for a, b in zip(screen[2], reference[2]) if a != b)
    print(f"{differing} of {len(screen[2])} pixels differ between the compositor's screenshot and the renderer's image")
    sys.exit(0 if differing == 0 else 1)


if __name__ == "__main__":
    main()
