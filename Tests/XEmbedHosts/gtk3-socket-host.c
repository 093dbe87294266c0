/* A minimal XEmbed embedder for the X11 host's tests: GTK 3's GtkSocket filling a 400x300 window.
 *
 * Prints "socket 0xID" once the socket has its X window (the id to embed into), "plug-added" when a client has
 * been embedded and "plug-removed" when it went. The socket stays after its client went, so that the test decides
 * when the embedder ends (SIGTERM or SIGKILL). Built by the tests with `cc ... $(pkg-config --cflags --libs gtk+-3.0)`.
 */
#include <gtk/gtk.h>
#include <gtk/gtkx.h>
#include <stdio.h>

static void say(const char *line) {
    printf("%s\n", line);
    fflush(stdout);
}

static void plug_added(GtkSocket *socket, gpointer data) {
    (void)socket;
    (void)data;
    say("plug-added");
}

static gboolean plug_removed(GtkSocket *socket, gpointer data) {
    (void)socket;
    (void)data;
    say("plug-removed");
    return TRUE; /* keep the socket */
}

int main(int argc, char **argv) {
    gtk_init(&argc, &argv);
    GtkWidget *window = gtk_window_new(GTK_WINDOW_TOPLEVEL);
    gtk_window_set_default_size(GTK_WINDOW(window), 400, 300);
    gtk_window_move(GTK_WINDOW(window), 0, 0);
    GtkWidget *socket = gtk_socket_new();
    gtk_widget_set_can_focus(socket, TRUE);
    gtk_container_add(GTK_CONTAINER(window), socket);
    g_signal_connect(socket, "plug-added", G_CALLBACK(plug_added), NULL);
    g_signal_connect(socket, "plug-removed", G_CALLBACK(plug_removed), NULL);
    g_signal_connect(window, "destroy", G_CALLBACK(gtk_main_quit), NULL);
    gtk_widget_show_all(window);
    printf("socket 0x%lx\n", (unsigned long)gtk_socket_get_id(GTK_SOCKET(socket)));
    fflush(stdout);
    gtk_main();
    return 0;
}
